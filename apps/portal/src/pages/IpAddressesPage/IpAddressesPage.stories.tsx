import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IpAddressesPage } from './IpAddressesPage';

const meta = {
  title: 'Screens/Account/IpAddresses',
  component: IpAddressesPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof IpAddressesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'IP Addresses' })).toBeVisible();
  },
};
