import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdEventDataPage } from './AdEventDataPage';

const meta = {
  title: 'Screens/Data/AdEventDataPage',
  component: AdEventDataPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdEventDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'AD Event Data' })).toBeVisible();
  },
};
