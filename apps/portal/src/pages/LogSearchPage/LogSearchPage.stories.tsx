import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LogSearchPage } from './LogSearchPage';

const meta = {
  title: 'Screens/Data/LogSearchPage',
  component: LogSearchPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LogSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log Search' })).toBeVisible();
  },
};
