import { HEAT_MAP_COUNTS } from '@portal/fixtures/widgets/dataExplorer';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HeatMapCell } from './HeatMapCell';

const meta = {
  title: 'Data Display/HeatMapCell',
  component: HeatMapCell,
  args: { value: HEAT_MAP_COUNTS[2], max: HEAT_MAP_COUNTS[0] },
  parameters: {
    docs: {
      description: {
        component:
          'A count on a colour that deepens with the count, for heat-map table cells. The largest count gets the darkest step; nothing gets no colour.',
      },
    },
  },
} satisfies Meta<typeof HeatMapCell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const cell = canvas.getByText('41,020');
    await expect(cell).toBeVisible();
    await expect(cell).toHaveAttribute('data-heat-level', '7');
  },
};

export const Playground: Story = {
  args: { value: 1290, max: 182_450 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,290')).toHaveAttribute('data-heat-level', '5');
  },
};
