import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SensorStatusPage } from './SensorStatusPage';

const meta = {
  title: 'Screens/Monitoring/SensorStatusPage',
  component: SensorStatusPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SensorStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sensor & Scanner Status' })).toBeVisible();
  },
};
