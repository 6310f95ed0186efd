import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ForbiddenPage } from './ForbiddenPage';

const meta = {
  title: 'Screens/Shell/ForbiddenPage',
  component: ForbiddenPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForbiddenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your start page' })).toHaveAttribute('href', '/');
  },
};
