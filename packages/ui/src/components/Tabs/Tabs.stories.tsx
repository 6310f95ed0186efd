import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'AD Event Data',
    tabs: [
      { id: 'event_code', label: 'Event Code', content: 'Top event codes in the selected range.' },
      { id: 'user', label: 'User', content: 'Top users in the selected range.' },
      { id: 'origin_user', label: 'Origin User', content: 'Top origin users in the selected range.' },
      { id: 'domain', label: 'Domain', content: 'Top domains in the selected range.' },
    ],
    onSelect: fn(),
  },
  parameters: {
    controls: { include: ['label', 'tabs', 'selectedId', 'defaultSelectedId'] },
    docs: {
      description: {
        component:
          'WAI-ARIA tabs with automatic activation: Tab enters the list at the selected tab, Left/Right arrows move and select (wrapping, skipping disabled tabs), Home/End jump to the ends, Tab again moves into the panel. Controlled with `selectedId` + `onSelect`, or uncontrolled with `defaultSelectedId`.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'AD Event Data' })).toBeVisible();
    const first = canvas.getByRole('tab', { name: 'Event Code' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Event Code' })).toHaveTextContent('Top event codes');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'User' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'User' })).toHaveTextContent('Top users');
    await expect(args.onSelect).toHaveBeenLastCalledWith('user');
  },
};

export const Playground: Story = {
  args: { defaultSelectedId: 'domain' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Domain' })).toHaveAttribute('aria-selected', 'true');
  },
};
