import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { BUTTON_VARIANTS } from '../Button';
import { Menu } from './Menu';

const logOut = fn();

const meta = {
  title: 'Navigation/Menu',
  component: Menu,
  args: {
    label: 'Jordan Lee',
    items: [
      { id: 'customers', label: 'Switch Customers', href: '/customers' },
      { id: 'msp', label: 'MSP Dashboard', href: '/msp' },
      { id: 'status', label: 'Status Page', href: 'https://status.example.com', newTab: true },
      { id: 'logout', label: 'Log out', onSelect: logOut },
    ],
  },
  argTypes: { variant: { control: 'inline-radio', options: BUTTON_VARIANTS } },
  parameters: {
    controls: { include: ['label', 'items', 'variant', 'size', 'placement'] },
    docs: {
      description: {
        component:
          "A menu button (WAI-ARIA): Enter, Space or ArrowDown opens it and focuses the first item; Up/Down move (wrapping, skipping disabled items); Enter chooses; Escape or Tab closes and focus returns to the button. Items are links (`href`, through `linkAs` for the app's router) or actions (`onSelect`).",
      },
    },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Jordan Lee' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Switch Customers' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'MSP Dashboard' })).toHaveFocus();
    await expect(menu).toContainElement(screen.getByRole('menuitem', { name: 'Log out' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Playground: Story = {
  args: { label: 'Actions', variant: 'primary', size: 'sm' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await expect(await screen.findAllByRole('menuitem')).toHaveLength(4);
  },
};
