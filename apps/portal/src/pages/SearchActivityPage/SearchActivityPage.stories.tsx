import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SearchActivityPage } from './SearchActivityPage';

const meta = {
  title: 'Screens/Data/SearchActivityPage',
  component: SearchActivityPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchActivityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search Activity' })).toBeVisible();
  },
};
