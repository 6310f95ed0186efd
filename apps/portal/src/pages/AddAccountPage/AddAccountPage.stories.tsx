import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StatusRegion } from '../../StatusRegion';
import { session, setUser } from '../../state/session';
import { ConnectedAccountsPage } from '../ConnectedAccountsPage';
import { AddAccountPage } from './AddAccountPage';

function WizardRoutes() {
  return (
    <>
      <Routes>
        <Route path="/connected-accounts" element={<ConnectedAccountsPage />} />
        <Route path="/connected-accounts/new" element={<AddAccountPage />} />
        <Route path="/connected-accounts/new/:type" element={<AddAccountPage />} />
      </Routes>
      <StatusRegion />
    </>
  );
}

const meta = {
  title: 'Screens/Onboarding/Add Account',
  component: AddAccountPage,
  render: () => <WizardRoutes />,
  parameters: {
    layout: 'fullscreen',
    persona: 'direct',
    route: '/connected-accounts/new',
    docs: {
      description: {
        component:
          'Add Account (portal-onboarding §2.6): step 1 at `/connected-accounts/new` (account type and applications), step 2 at `/connected-accounts/new/{type}` (the schema form, `POST /api/v1/credentials`), step 3 the review with the ticket.',
      },
    },
  },
} satisfies Meta<typeof AddAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentStep = (canvas: { getByRole: (r: string, o: { name: string }) => HTMLElement }) =>
  within(canvas.getByRole('list', { name: 'Add Account steps' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');

/** Step 1 with list_cloud_apps: the account types and the applications grouped by purchase. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add Account' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'Cloud Detection and Response' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Cloud Security Posture Management' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Federated Authentication' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'ITSM Ticketing Integration' })).toBeVisible();
    await expect(currentStep(canvas)).toHaveTextContent('1. Select a cloud application');
    const purchased = within(canvas.getByRole('region', { name: 'Purchased' }));
    await expect(purchased.getByRole('link', { name: 'Connect AWS CloudTrail' })).toHaveAttribute(
      'href',
      '/connected-accounts/new/aws_cloudtrail',
    );
  },
};

/** Not Purchased applications are disabled and point to the security team. */
export const NotPurchased: Story = {
  parameters: { route: '/connected-accounts/new?purpose=scan' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Cloud Security Posture Management' })).toBeChecked();
    const group = within(await canvas.findByRole('region', { name: 'Not Purchased' }));
    await expect(group.getByRole('button', { name: 'Connect' })).toBeDisabled();
    await expect(group.getByRole('link', { name: 'Contact your security team' })).toHaveAttribute(
      'href',
      '/contact/cst',
    );
  },
};

/** No-charge applications under 'Included (no charge)'. */
export const IncludedNoCharge: Story = {
  parameters: { route: '/connected-accounts/new?purpose=itsm' },
  play: async ({ canvas }) => {
    const group = within(await canvas.findByRole('region', { name: 'Included (no charge)' }));
    await expect(group.getByRole('link', { name: 'Connect ServiceNow' })).toBeVisible();
  },
};

/** Without list_cloud_apps the cards are not grouped. */
export const WithoutListCloudApps: Story = {
  parameters: { route: '/connected-accounts/new?purpose=scan' },
  beforeEach: () => {
    const { user } = session;
    if (user) setUser({ ...user, feature_flags: user.feature_flags.filter((flag) => flag !== 'list_cloud_apps') });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Connect Google Cloud Security Command Center' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Not Purchased' })).toBeNull();
  },
};

/** Choosing another account type shows its applications. */
export const ChooseType: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Federated Authentication' }));
    await expect(await canvas.findByRole('link', { name: 'Connect Okta' })).toBeVisible();
  },
};

/** A type in the route that no schema has: back to step 1. */
export const UnknownType: Story = {
  parameters: { route: '/connected-accounts/new/not_a_schema' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Cloud Detection and Response' })).toBeChecked();
    await expect(currentStep(canvas)).toHaveTextContent('1. Select a cloud application');
  },
};

/** Step 2: the schema's form. */
export const Step2Form: Story = {
  parameters: { route: '/connected-accounts/new/aws_cloudtrail' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Account Name' })).toHaveValue('');
    await expect(currentStep(canvas)).toHaveTextContent('2. Submit account information');
    await expect(canvas.getByLabelText(/^External ID/)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

async function fillAws(canvas: {
  findByRole: (r: string, o: { name: string }) => Promise<HTMLElement>;
  getByLabelText: (t: RegExp) => HTMLElement;
}) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Account Name' }), 'Staging AWS');
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Role ARN' }),
    'arn:aws:iam::123456789012:role/Staging',
  );
  await userEvent.type(canvas.getByLabelText(/^External ID/), 'ext-1234');
  await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
}

/** Step 3: the review with the ticket and 'Done', which returns to the list where the account is pending. */
export const Step3Review: Story = {
  parameters: { route: '/connected-accounts/new/aws_cloudtrail' },
  play: async ({ canvas }) => {
    await fillAws(canvas);
    await expect(await canvas.findByRole('link', { name: /^Ticket #\d+$/ })).toBeVisible();
    await expect(currentStep(canvas)).toHaveTextContent('3. Review the submission');
    await userEvent.click(canvas.getByRole('link', { name: 'Done' }));
    const row = within(await canvas.findByRole('row', { name: /Staging AWS/ }));
    await expect(row.getByText('Connection pending')).toBeVisible();
  },
};

/** A server failure on submit: a danger alert, what was typed kept. */
export const SubmitServerError: Story = {
  parameters: { route: '/connected-accounts/new/aws_cloudtrail' },
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.createCredential.path, 500)),
  play: async ({ canvas }) => {
    await fillAws(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveAttribute('data-intent', 'danger');
    await expect(alert).toHaveTextContent('Internal server error.');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Account Name' })).toHaveValue('Staging AWS'));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.credentialSchemas.path, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading cloud applications...')).toBeVisible();
  },
};
