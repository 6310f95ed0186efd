import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReportsPage } from './ReportsPage';

const meta = {
  title: 'Screens/Data/ReportsPage',
  component: ReportsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  },
};
