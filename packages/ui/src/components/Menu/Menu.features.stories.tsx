import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { createDemoRouterLink } from '../../storyHelpers/DemoRouterLink';
import { Menu } from './Menu';

const activate = fn();
const decommission = fn();
const navigate = fn();

const DemoRouterLink = createDemoRouterLink(navigate);

const meta = {
  title: 'Navigation/Menu/Features',
  component: Menu,
  args: {
    label: 'Appliance actions',
    items: [
      { id: 'activate', label: 'Activate', onSelect: activate, icon: 'check' },
      { id: 'rename', label: 'Rename', disabled: true },
      { id: 'decommission', label: 'Decommission', onSelect: decommission, icon: 'close' },
    ],
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const openWith = async (
  key: string,
  userEvent: { tab: () => Promise<void>; keyboard: (text: string) => Promise<void> },
) => {
  await userEvent.tab();
  await userEvent.keyboard(key);
  await screen.findByRole('menu');
};

export const ArrowDownOpens: Story = {
  play: async ({ userEvent }) => {
    await openWith('{ArrowDown}', userEvent);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Activate' })).toHaveFocus());
  },
};

export const SpaceOpens: Story = {
  play: async ({ userEvent }) => {
    await openWith(' ', userEvent);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Activate' })).toHaveFocus());
  },
};

export const SkipsDisabledAndWraps: Story = {
  play: async ({ userEvent }) => {
    await openWith('{Enter}', userEvent);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Activate' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Decommission' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Activate' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(screen.getByRole('menuitem', { name: 'Decommission' })).toHaveFocus();
    await expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const EnterChoosesAction: Story = {
  play: async ({ canvas, userEvent }) => {
    await openWith('{Enter}', userEvent);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Activate' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(decommission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Appliance actions' })).toHaveFocus());
  },
};

export const ClickChoosesAction: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Appliance actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    await expect(activate).toHaveBeenCalledTimes(1);
  },
};

export const TabLeavesMenu: Story = {
  render: (args) => (
    <>
      <Menu {...args} />
      <button type="button">Next control</button>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await openWith('{Enter}', userEvent);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Activate' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next control' })).toHaveFocus());
  },
};

export const ShiftTabReturnsToButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await openWith('{Enter}', userEvent);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Activate' })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Appliance actions' })).toHaveFocus());
  },
};

export const LinkItemsThroughRouter: Story = {
  args: {
    label: 'Data',
    linkAs: DemoRouterLink,
    items: [
      { id: 'flow', label: 'Flow', href: '/data/flow' },
      { id: 'ad', label: 'Active Directory', href: '/data/ad/event_code' },
    ],
  },
  play: async ({ userEvent }) => {
    await openWith('{Enter}', userEvent);
    const ad = screen.getByRole('menuitem', { name: 'Active Directory' });
    await expect(ad).toHaveAttribute('href', '/data/ad/event_code');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Flow' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/data/ad/event_code');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};
