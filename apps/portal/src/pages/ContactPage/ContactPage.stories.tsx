import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContactPage } from './ContactPage';

const meta = {
  title: 'Screens/Support/ContactPage',
  component: ContactPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  },
};
