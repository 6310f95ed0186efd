import { HEAT_MAP_COUNTS } from '@portal/fixtures/widgets/dataExplorer';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from '../../theme/styledInterop';
import { HeatMapCell } from './HeatMapCell';

const meta = {
  title: 'Data Display/HeatMapCell/Features',
  component: HeatMapCell,
  args: { value: 0, max: 1 },
} satisfies Meta<typeof HeatMapCell>;

export default meta;
type Story = StoryObj<typeof meta>;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(0.5)};
  width: ${({ theme }) => theme.spacing(16)};
`;

const MAX = HEAT_MAP_COUNTS[0];

/** A column of counts: the colour deepens step by step with the count. */
export const ScalesWithCount: Story = {
  render: () => (
    <Column>
      {HEAT_MAP_COUNTS.map((count) => (
        <HeatMapCell key={count} value={count} max={MAX} />
      ))}
    </Column>
  ),
  play: async ({ canvas }) => {
    const levels = HEAT_MAP_COUNTS.map((count) =>
      Number(canvas.getByText(new Intl.NumberFormat('en-US').format(count)).getAttribute('data-heat-level')),
    );
    await expect(levels[0]).toBe(8);
    await expect(levels.at(-1)).toBe(0);
    await expect(levels).toEqual([...levels].sort((a, b) => b - a));
  },
};

/** A link inside (e.g. a drill-down) keeps the cell's colour and its contrast. */
export const WithLink: Story = {
  args: { value: 37, max: 210 },
  render: (args) => (
    <Column>
      <HeatMapCell {...args}>
        <a href="#users">37</a>
      </HeatMapCell>
    </Column>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '37' });
    await expect(link).toBeVisible();
    await expect(link.parentElement).toHaveAttribute('data-heat-level', '5');
  },
};
