import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { createDemoRouterLink } from '../../storyHelpers/DemoRouterLink';
import { Breadcrumbs } from './Breadcrumbs';

const navigate = fn();

const DemoRouterLink = createDemoRouterLink(navigate);

const meta = {
  title: 'Navigation/Breadcrumbs/Features',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Contact', href: '/contact' },
      { label: 'Onboarding', href: '/contact/onboarding' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThroughRouterLink: Story = {
  args: { linkAs: DemoRouterLink },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Contact' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/contact');
  },
};

export const SingleCrumb: Story = {
  args: { items: [{ label: 'Dashboard' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dashboard')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LongTrailWraps: Story = {
  args: {
    items: [
      { label: 'Log Search', href: '/logsearch' },
      { label: 'Search Activity', href: '/logsearch/activity' },
      {
        label: 'Search of the firewall logs for blocked outbound connections to rare countries',
        href: '/logsearch/activity?id=1',
      },
      { label: 'Results page 3' },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth + 1);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};
