import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ConnectedAccountsPage } from './ConnectedAccountsPage';
import { AccountListRoutes } from './storySupport';

const meta = {
  title: 'Screens/Onboarding/Connected Accounts',
  component: ConnectedAccountsPage,
  render: () => <AccountListRoutes />,
  parameters: {
    layout: 'fullscreen',
    persona: 'direct',
    route: '/connected-accounts',
    docs: {
      description: {
        component:
          'Connected Accounts (portal-onboarding §2.6, §4): `GET /api/v1/credentials` and the schemas; remove is `DELETE /api/v1/credentials/{uuid}`. The filtered lists (Cloud Sensors, Cloud Scanners, Federated Authentication) show one purpose each.',
      },
    },
  },
} satisfies Meta<typeof ConnectedAccountsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (
  canvas: { findByRole: (role: string, o: { name: RegExp }) => Promise<HTMLElement> },
  name: RegExp,
) => within(await canvas.findByRole('row', { name }));

/** Every status of §4 as a badge, the pending ones with their ticket, the one in error with contact-the-team. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Connected Accounts' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add Account' })).toHaveAttribute('href', '/connected-accounts/new');
    const table = within(await canvas.findByRole('grid', { name: 'Connected Accounts' }));
    await expect(table.getByRole('columnheader', { name: /Cloud Application/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Account Information/ })).toBeVisible();
    const aws = await rowOf(canvas, /Production AWS/);
    await expect(aws.getByText('Connected')).toBeVisible();
    await expect(aws.getByRole('img', { name: 'AWS CloudTrail' })).toBeVisible();
    await expect(aws.getByRole('link', { name: /Configuration guide for Production AWS/ })).toHaveAttribute(
      'href',
      'https://docs.example.com/connected-accounts/aws-cloudtrail',
    );
    const entra = await rowOf(canvas, /Corporate Entra ID/);
    await expect(entra.getByText('Disconnection pending')).toBeVisible();
    await expect((await rowOf(canvas, /Analytics GCP/)).getByText('Connection pending')).toBeVisible();
    const okta = await rowOf(canvas, /Workforce Okta/);
    await expect(okta.getByText('Connection pending')).toBeVisible();
    await expect(okta.getByRole('link', { name: /^Ticket #\d+$/ })).toBeVisible();
    const snow = await rowOf(canvas, /ServiceNow ITSM/);
    await expect(snow.getByText('Not connected')).toBeVisible();
    await expect(snow.getByRole('link', { name: 'Contact your security team' })).toHaveAttribute(
      'href',
      '/contact/cst',
    );
  },
};

/** Edit and remove are disabled while an account is being disconnected. */
export const DeactivatingLocked: Story = {
  play: async ({ canvas }) => {
    const entra = await rowOf(canvas, /Corporate Entra ID/);
    await expect(entra.getByRole('button', { name: 'Edit Corporate Entra ID' })).toBeDisabled();
    await expect(entra.getByRole('button', { name: 'Remove Corporate Entra ID' })).toBeDisabled();
    const aws = await rowOf(canvas, /Production AWS/);
    await expect(aws.getByRole('link', { name: 'Edit Production AWS' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/connected-accounts\/edit\/[0-9a-f-]+$/),
    );
  },
};

/** Removing an active account asks for a disconnect: the toast names the ticket, the row turns pending. */
export const RemoveActive: Story = {
  play: async ({ canvas, userEvent }) => {
    const aws = await rowOf(canvas, /Production AWS/);
    await userEvent.click(aws.getByRole('button', { name: 'Remove Production AWS' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Account' }));
    await expect(dialog.getByText('The security team disconnects the account under a ticket.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(
      await screen.findByText(/^Disconnection of Production AWS requested \(ticket #\d+\)\.$/),
    ).toBeVisible();
    await waitFor(async () =>
      expect((await rowOf(canvas, /Production AWS/)).getByText('Disconnection pending')).toBeVisible(),
    );
  },
};

/** Removing a pending edit cancels it: the account stays connected. */
export const RemovePendingEdit: Story = {
  play: async ({ canvas, userEvent }) => {
    const okta = await rowOf(canvas, /Workforce Okta/);
    await userEvent.click(okta.getByRole('button', { name: 'Remove Workforce Okta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Account' }));
    await expect(dialog.getByText('This cancels the pending request; its ticket is updated.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await screen.findByText(/^The pending request for Workforce Okta was cancelled/)).toBeVisible();
    await waitFor(async () => expect((await rowOf(canvas, /Workforce Okta/)).getByText('Connected')).toBeVisible());
  },
};

/** A failed remove: a danger toast with the error's message, even for a bad request. */
export const RemoveFails: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('delete', CALLS.removeCredential.path, 500)),
  play: async ({ canvas, userEvent }) => {
    const aws = await rowOf(canvas, /Production AWS/);
    await userEvent.click(aws.getByRole('button', { name: 'Remove Production AWS' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove Account' })).getByRole('button', { name: 'Remove' }),
    );
    const toast = await screen.findByText('Internal server error.');
    await expect(toast).toBeVisible();
    await expect(toast.closest('li')).toHaveAttribute('data-colour', 'danger');
  },
};

/** No accounts yet. */
export const Empty: Story = {
  parameters: { persona: 'onboardingPartial' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Select Add Account to connect an account')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.credentials.path, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading connected accounts...')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.credentials.path, 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error.');
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeVisible();
  },
};

/** Without the manage-credentials permission the page is not shown, even where the route only checks a service. */
/** The applications fail: the accounts still list, a warning says what is missing, and Retry brings the names back. */
export const SchemasFail: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.credentialSchemas.path, 500)),
  play: async ({ canvas, msw, userEvent }) => {
    const warning = await canvas.findByRole('alert');
    await expect(warning).toHaveTextContent(
      'The cloud applications could not be loaded, so their names and guides are missing.',
    );
    await expect(warning).toHaveTextContent('Internal server error.');
    await expect((await rowOf(canvas, /Production AWS/)).getByText('Connected')).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(within(warning).getByRole('button', { name: 'Retry' }));
    const aws = await rowOf(canvas, /Production AWS/);
    await expect(await aws.findByRole('img', { name: 'AWS CloudTrail' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const WithoutPermission: Story = {
  parameters: { persona: 'limited', route: '/cloud-scanners' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  },
};

/** Cloud Sensors: only log accounts; 'Add Account' preselects Cloud Detection and Response. */
export const CloudSensors: Story = {
  parameters: { route: '/telemetry/cloud' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cloud Sensors' })).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /Production AWS/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Corporate Entra ID/ })).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Workforce Okta/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Add Account' })).toHaveAttribute(
      'href',
      '/connected-accounts/new?purpose=log',
    );
  },
};

/** Cloud Scanners: only scan accounts. */
export const CloudScanners: Story = {
  parameters: { route: '/cloud-scanners' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cloud Scanners' })).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /Analytics GCP/ })).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Production AWS/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Add Account' })).toHaveAttribute(
      'href',
      '/connected-accounts/new?purpose=scan',
    );
  },
};

/** Federated Authentication: only auth accounts. */
export const FederatedAuthentication: Story = {
  parameters: { route: '/account/federated-authentication' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Federated Authentication' })).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /Workforce Okta/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Duo MFA/ })).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /ServiceNow ITSM/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Add Account' })).toHaveAttribute(
      'href',
      '/connected-accounts/new?purpose=auth',
    );
  },
};
