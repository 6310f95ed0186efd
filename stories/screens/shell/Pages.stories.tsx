import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ExternalRedirectPage } from '../../../apps/portal/src/pages/ExternalRedirectPage';
import { ForbiddenPage } from '../../../apps/portal/src/pages/ForbiddenPage';
import { NotFoundPage } from '../../../apps/portal/src/pages/NotFoundPage';
import { PlaceholderPage } from '../../../apps/portal/src/pages/PlaceholderPage';
import { AppErrorPage } from '../../../apps/portal/src/shell/AppErrorPage';

const meta = {
  title: 'Screens/Shell/Pages',
  component: AppErrorPage,
  args: { onRefresh: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Application error page',
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Forbidden: Story = {
  render: () => <ForbiddenPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your start page' })).toHaveAttribute('href', '/');
  },
};

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  },
};

export const Placeholder: Story = {
  render: () => <PlaceholderPage title="Endpoint Status" purpose="Every endpoint agent, its status and containment." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Endpoint Status' })).toBeVisible();
    await expect(canvas.getByText(/not built yet/)).toBeVisible();
  },
};

const leave = fn();

export const UnifiedPortalRedirect: Story = {
  parameters: { route: '/tickets?status=open' },
  render: () => <ExternalRedirectPage leave={leave} />,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /continue to the unified portal/ });
    await expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/unified\.provider\.example\/tickets\?status=open&id=/),
    );
    await expect(leave).toHaveBeenCalledWith(link.getAttribute('href'));
  },
};
