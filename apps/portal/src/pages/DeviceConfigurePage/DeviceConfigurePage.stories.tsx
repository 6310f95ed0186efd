import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DeviceConfigurePage } from './DeviceConfigurePage';

const meta = {
  title: 'Screens/Onboarding/DeviceConfigure',
  component: DeviceConfigurePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeviceConfigurePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Device Configuration' })).toBeVisible();
  },
};
