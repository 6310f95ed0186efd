import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AllotmentPage } from './AllotmentPage';

const meta = {
  title: 'Screens/Staff/Allotment',
  component: AllotmentPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AllotmentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Allotment Update' })).toBeVisible();
  },
};
