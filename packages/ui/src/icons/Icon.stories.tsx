import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from '../theme/styledInterop';
import { Icon } from './Icon';
import { ICON_NAMES } from './paths';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'search' },
  argTypes: { name: { control: 'select', options: ICON_NAMES } },
  parameters: {
    docs: {
      description: {
        component:
          'Stroke icons drawn on a 24 px grid in `currentColor`. Without a `label` an icon is decorative and hidden from assistive technology; give it a label when it carries meaning on its own.',
      },
    },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-icon="search"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.spacing(14)}, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

export const Gallery: Story = {
  render: () => (
    <Grid>
      {ICON_NAMES.map((name) => (
        <Cell key={name}>
          <Icon name={name} size="lg" label={name} />
          {name}
        </Cell>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(ICON_NAMES.length);
  },
};
