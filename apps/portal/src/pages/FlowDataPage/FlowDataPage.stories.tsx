import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FlowDataPage } from './FlowDataPage';

const meta = {
  title: 'Screens/Data/FlowDataPage',
  component: FlowDataPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FlowDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Flow Data' })).toBeVisible();
  },
};
