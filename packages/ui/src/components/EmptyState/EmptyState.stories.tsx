import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ICON_NAMES } from '../../icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No endpoints found.', icon: 'search' },
  argTypes: { icon: { control: 'select', options: ICON_NAMES } },
  parameters: {
    controls: { include: ['title', 'description', 'icon', 'headingLevel'] },
    docs: {
      description: {
        component:
          'What to show when there is nothing to show: a short title, why, and the way forward (`action`). The icon is decorative.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No endpoints found.' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: {
    title: 'There are no sensors or scanners installed.',
    description: 'Sensors must be activated to provide security insights.',
    icon: 'plug',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sensors must be activated to provide security insights.')).toBeVisible();
  },
};
