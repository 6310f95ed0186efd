import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { createDemoRouterLink } from '../../storyHelpers/DemoRouterLink';
import { SideNav } from './SideNav';

const navigate = fn();

const DemoRouterLink = createDemoRouterLink(navigate);

const meta = {
  title: 'Navigation/SideNav/Features',
  component: SideNav,
  args: {
    label: 'Settings',
    activeId: 'cloud-sensors',
    groups: [
      {
        id: 'account',
        label: 'Account',
        items: [
          { id: 'customers', label: 'Switch Customers', href: '/customers' },
          { id: 'ips', label: 'IP addresses', href: '/whitelistable-ips' },
        ],
      },
      {
        id: 'appliances',
        label: 'Appliances',
        items: [
          { id: 'cloud-sensors', label: 'Cloud Sensors', href: '/dashboard/sensors', icon: 'plug' },
          { id: 'appliance-management', label: 'Appliance Management', href: '/dashboard/sensors/virtual' },
          { id: 'status', label: 'Status Page', href: 'https://status.example.com' },
        ],
      },
    ],
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Groups: Story = {
  play: async ({ canvas }) => {
    const appliances = canvas.getByRole('list', { name: 'Appliances' });
    await expect(appliances).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cloud Sensors' })).toHaveAttribute('aria-current', 'page');
  },
};

export const KeyboardThroughRouterLink: Story = {
  args: { linkAs: DemoRouterLink },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'IP addresses' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/whitelistable-ips');
  },
};

export const ExternalItem: Story = {
  args: { linkAs: DemoRouterLink },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Status Page' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const NoActiveItem: Story = {
  args: { activeId: undefined },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.length).toBeGreaterThan(1);
    for (const link of links) await expect(link).not.toHaveAttribute('aria-current');
  },
};
