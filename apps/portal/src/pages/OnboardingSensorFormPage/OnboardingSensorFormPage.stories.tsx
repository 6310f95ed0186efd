import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OnboardingSensorFormPage } from './OnboardingSensorFormPage';

const meta = {
  title: 'Screens/Onboarding/SensorForm',
  component: OnboardingSensorFormPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OnboardingSensorFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add Sensor' })).toBeVisible();
  },
};
