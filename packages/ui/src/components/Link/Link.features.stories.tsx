import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { createDemoRouterLink } from '../../storyHelpers/DemoRouterLink';
import { Link } from './Link';

const navigate = fn();

const DemoRouterLink = createDemoRouterLink(navigate);

const meta = {
  title: 'Navigation/Link/Features',
  component: Link,
  args: { href: '/dashboard', children: 'Dashboard' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const External: Story = {
  args: { href: 'https://status.example.com/incidents', children: 'Status Page' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Status Page' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const ExternalInNewTab: Story = {
  args: { href: 'https://downloads.example.com/agent?id=42', children: 'Go to Downloads', newTab: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Go to Downloads (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A page of this same site in a new tab keeps its opener, so the browser hands the tab's session to it. */
export const SameSiteInNewTab: Story = {
  args: { href: '/downloads?id=42', children: 'Go to Downloads', newTab: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Go to Downloads (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'opener');
  },
};

export const UnsafeHrefIsPlainText: Story = {
  args: { href: 'javascript:alert(document.cookie)', children: 'Suspicious link' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('Suspicious link')).toBeVisible();
  },
};

export const ProtocolRelativeIsPlainText: Story = {
  args: { href: '//evil.example/login', children: 'Sign in again' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sign in again')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const ThroughRouterLink: Story = {
  args: { href: '/dashboard/endpoints', children: 'Endpoint Status', as: DemoRouterLink },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Endpoint Status' });
    await expect(link).toHaveAttribute('data-router-link');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/dashboard/endpoints');
  },
};

export const ExternalBypassesRouter: Story = {
  args: { href: 'https://portal.example.net/tickets', children: 'Tickets', as: DemoRouterLink },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Tickets' });
    await expect(link).not.toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'View all sensors', href: '/dashboard/sensors' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View all sensors' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};

export const Fragment: Story = {
  args: { href: '#breakdown', children: 'Skip to the breakdown' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Skip to the breakdown' })).toHaveAttribute('href', '#breakdown');
  },
};

export const ButtonLook: Story = {
  args: { variant: 'button', href: 'https://downloads.example.com/agent', children: 'Go to Downloads', newTab: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Go to Downloads/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};
