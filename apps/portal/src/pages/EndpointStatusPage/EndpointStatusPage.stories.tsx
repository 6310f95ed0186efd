import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EndpointStatusPage } from './EndpointStatusPage';

const meta = {
  title: 'Screens/Monitoring/EndpointStatusPage',
  component: EndpointStatusPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EndpointStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Endpoint Status' })).toBeVisible();
  },
};
