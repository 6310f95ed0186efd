import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CoverageScorePage } from './CoverageScorePage';

const meta = {
  title: 'Screens/Monitoring/CoverageScorePage',
  component: CoverageScorePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CoverageScorePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coverage Score' })).toBeVisible();
  },
};
