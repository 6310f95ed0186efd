import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Sensor & Scanner Status', href: '/dashboard/sensors' },
      { label: 'Appliance Management' },
    ],
  },
  parameters: {
    controls: { include: ['items', 'label'] },
    docs: {
      description: {
        component:
          'Where the page sits: a navigation landmark with an ordered list of links, the current page last (`aria-current="page"`). Pass `linkAs` to route through the app\'s router link.',
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.getByText('Appliance Management')).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = {
  args: {
    label: 'You are here',
    items: [
      { label: 'Data', href: '/data' },
      { label: 'AD Event Data', href: '/data/ad/event_code' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'AD Event Data' })).toHaveAttribute('aria-current', 'page');
  },
};
