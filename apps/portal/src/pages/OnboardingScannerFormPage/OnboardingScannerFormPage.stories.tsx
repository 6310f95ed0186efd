import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OnboardingScannerFormPage } from './OnboardingScannerFormPage';

const meta = {
  title: 'Screens/Onboarding/ScannerForm',
  component: OnboardingScannerFormPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OnboardingScannerFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add Scanner' })).toBeVisible();
  },
};
