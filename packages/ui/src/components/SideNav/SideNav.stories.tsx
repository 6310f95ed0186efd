import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SideNav } from './SideNav';

const meta = {
  title: 'Navigation/SideNav',
  component: SideNav,
  args: {
    label: 'Dashboard',
    activeId: 'overview',
    items: [
      { id: 'overview', label: 'Overview', href: '/dashboard' },
      { id: 'coverage', label: 'Coverage Score', href: '/dashboard/coverage-score' },
      { id: 'sensors', label: 'Sensor & Scanner Status', href: '/dashboard/sensors' },
      { id: 'endpoints', label: 'Endpoint Status', href: '/dashboard/endpoints' },
    ],
  },
  parameters: {
    controls: { include: ['label', 'activeId', 'items', 'groups'] },
    docs: {
      description: {
        component:
          'Section navigation: a named navigation landmark of links, the current page marked with `aria-current="page"`. Items may be grouped under visible labels. Pass `linkAs` to route through the app\'s router link.',
      },
    },
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Endpoint Status' })).not.toHaveAttribute('aria-current');
  },
};

export const Playground: Story = {
  args: { activeId: 'endpoints' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Endpoint Status' })).toHaveAttribute('aria-current', 'page');
  },
};
