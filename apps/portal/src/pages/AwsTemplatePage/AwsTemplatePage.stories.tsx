import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AwsTemplatePage } from './AwsTemplatePage';

const meta = {
  title: 'Screens/ConnectedAccounts/AwsTemplate',
  component: AwsTemplatePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AwsTemplatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'AWS Template' })).toBeVisible();
  },
};
