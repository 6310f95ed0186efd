import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Read by screen readers only' },
  parameters: {
    docs: {
      description: {
        component:
          'Keeps text in the accessibility tree while hiding it visually, for labels that sighted users infer from context.',
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Read by screen readers only');
    await expect(text).toBeInTheDocument();
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
