import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlaceholderPage } from './PlaceholderPage';

const meta = {
  title: 'Screens/Shell/PlaceholderPage',
  component: PlaceholderPage,
  args: { title: 'Endpoint Status', purpose: 'Every endpoint agent, its status and containment.' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlaceholderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Endpoint Status' })).toBeVisible();
    await expect(canvas.getByText('Every endpoint agent, its status and containment.')).toBeVisible();
    await expect(canvas.getByText(/not built yet/)).toBeVisible();
  },
};
