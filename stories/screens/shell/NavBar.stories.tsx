import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_USERS } from '@portal/fixtures';
import { expect, waitFor, within } from 'storybook/test';
import { NavBar } from '../../../apps/portal/src/shell/NavBar';
import { CallAnswered } from './CallAnswered';

const meta = {
  title: 'Screens/Shell/NavBar',
  component: NavBar,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The navigation bar (portal-core §2): the app switcher, the main destinations and the user menu, each item shown only when the signed-in persona may use it.',
      },
    },
  },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainLinks = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Main' }))
    .getAllByRole('listitem')
    // The label only: a count beside a link (tickets waiting) is checked on its own.
    .map((item) => item.textContent.replace(/\s*\d+ waiting for you$/, '').trim());

/** Focuses the user menu's button; answers queries over the whole page, where the menu opens. */
function focusUserMenu(canvasElement: HTMLElement, name: string) {
  within(canvasElement).getByRole('button', { name }).focus();
  return within(canvasElement.ownerDocument.body);
}

/** The NavBar beside a probe of the pod call: once the pod is known, a label would have shown by then. */
const withPodAnswered: Story['render'] = () => (
  <>
    <NavBar />
    <CallAnswered call="pod" />
  </>
);

/** Waits for the demo API's pod, then checks that the NavBar shows no pod label (provider staff alone see it). */
async function expectNoPodLabel(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(/^Demo API answered pod: .*"pod":"/)).toBeVisible();
  await expect(within(canvas.getByRole('banner')).queryByText(/^Pod /)).not.toBeInTheDocument();
}

export const Default: Story = {
  render: withPodAnswered,
  play: async ({ canvasElement, userEvent }) => {
    // The bar renders once the signed-in user is there: wait for it rather than read it at once.
    await waitFor(() =>
      expect(mainLinks(canvasElement)).toEqual([
        'Onboarding',
        'Dashboard',
        'Data',
        'Logs',
        'Reports',
        'Tickets',
        'Contact Your CST',
      ]),
    );
    // The direct customer has two tickets waiting for them in the demo data (portal-core §4).
    await expect(await within(canvasElement).findByRole('link', { name: 'Tickets 2 waiting for you' })).toHaveAttribute(
      'href',
      '/tickets',
    );
    const page = focusUserMenu(canvasElement, DEMO_USERS.direct.name);
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Switch Customers' })).not.toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expectNoPodLabel(canvasElement);
  },
};

export const MspUser: Story = {
  parameters: { persona: 'msp' },
  render: withPodAnswered,
  play: async ({ canvasElement, userEvent }) => {
    const page = focusUserMenu(canvasElement, DEMO_USERS.msp.name);
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent('MSP Dashboard');
    await expect(within(menu).queryByRole('menuitem', { name: 'Allotment Update' })).not.toBeInTheDocument();
    await expectNoPodLabel(canvasElement);
  },
};

export const ProviderStaff: Story = {
  parameters: { persona: 'staff' },
  play: async ({ canvasElement, userEvent }) => {
    await expect(await within(canvasElement).findByText(/^Pod /)).toBeVisible();
    const page = focusUserMenu(canvasElement, DEMO_USERS.staff.name);
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Switch Customers' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Allotment Update' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).getByRole('button', { name: DEMO_USERS.staff.name })).toHaveFocus();
  },
};

export const OnboardingCustomer: Story = {
  parameters: { persona: 'onboardingPartial' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(mainLinks(canvasElement)).toContain('Contact Onboarding'));
    await expect(mainLinks(canvasElement)).not.toContain('Contact Your CST');
  },
};

export const LimitedUser: Story = {
  parameters: { persona: 'limited' },
  play: async ({ canvasElement, userEvent }) => {
    await expect(mainLinks(canvasElement)).not.toContain('Logs');
    await expect(mainLinks(canvasElement)).not.toContain('Data');
    within(canvasElement).getByRole('button', { name: 'Apps' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /Managed Risk/ })).toBeVisible();
  },
};
