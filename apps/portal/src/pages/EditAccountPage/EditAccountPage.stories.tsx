import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, withFault } from '@portal/fixtures';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { StatusRegion } from '../../StatusRegion';
import { ConnectedAccountsPage } from '../ConnectedAccountsPage';
import { EditAccountPage } from './EditAccountPage';

const SOME_UUID = '00000000-0000-4000-8000-000000000000';

function EditRoutes() {
  return (
    <>
      <Routes>
        <Route path="/connected-accounts" element={<ConnectedAccountsPage />} />
        <Route path="/connected-accounts/edit/:uuid" element={<EditAccountPage />} />
      </Routes>
      <StatusRegion />
    </>
  );
}

const meta = {
  title: 'Screens/Onboarding/Edit Account',
  component: EditAccountPage,
  render: () => <EditRoutes />,
  parameters: {
    layout: 'fullscreen',
    persona: 'direct',
    route: '/connected-accounts',
    docs: {
      description: {
        component:
          "Edit Account (`/connected-accounts/edit/{uuid}`, portal-onboarding §2.6, §5): `GET /api/v1/credentials/{uuid}` then `PUT`. Sensitive fields start on 'Use existing value'; after the submit the account is pending under a ticket.",
      },
    },
  },
} satisfies Meta<typeof EditAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openEdit(canvas: { findByRole: (r: string, o: { name: string | RegExp }) => Promise<HTMLElement> }) {
  const row = within(await canvas.findByRole('row', { name: /Production AWS/ }));
  await userEvent.click(row.getByRole('link', { name: 'Edit Production AWS' }));
  return await canvas.findByRole('textbox', { name: 'Account Name' });
}

/** The stored values, the secret kept with 'Use existing value', Submit disabled until something changes. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await openEdit(canvas)).toHaveValue('Production AWS');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Account' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Role ARN' })).toHaveValue(
      'arn:aws:iam::123456789012:role/PortalReader',
    );
    await expect(canvas.getByRole('checkbox', { name: /Use existing value for External ID/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** Renaming with the secret kept: the account is pending under a ticket, named in the toast and the list. */
export const SubmitKeepingSecret: Story = {
  play: async ({ canvas }) => {
    const name = await openEdit(canvas);
    await userEvent.clear(name);
    await userEvent.type(name, 'Production AWS (primary)');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      await screen.findByText(/^Changes to Production AWS \(primary\) were submitted under ticket #\d+\.$/),
    ).toBeVisible();
    const row = within(await canvas.findByRole('row', { name: /Production AWS \(primary\)/ }));
    await expect(row.getByText('Connection pending')).toBeVisible();
  },
};

/** A rejected edit (400) shows as a warning in the form. */
export const SubmitBadRequest: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.put(anyOrigin(CALLS.updateCredential.path), () =>
        HttpResponse.json({ detail: 'The type of an account cannot change.' }, { status: 400 }),
      ),
    ),
  play: async ({ canvas }) => {
    const name = await openEdit(canvas);
    await userEvent.type(name, ' 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveAttribute('data-intent', 'warning');
  },
};

export const Loading: Story = {
  parameters: { route: `/connected-accounts/edit/${SOME_UUID}` },
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.credential.path, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading credential...')).toBeVisible();
  },
};

/** A type no schema describes: the §8 message. */
export const UnknownType: Story = {
  parameters: { route: `/connected-accounts/edit/${SOME_UUID}` },
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(anyOrigin(CALLS.credential.path), () =>
        HttpResponse.json(
          {
            credential: {
              uuid: SOME_UUID,
              name: 'Legacy connector',
              type: 'retired_connector',
              secrets: {},
              tokens: [],
              status: 'active',
              ticket_id: null,
            },
          },
          { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct } },
        ),
      ),
    ),
  play: async ({ canvas }) => {
    await waitFor(async () =>
      expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Unable to determine type of credential. Please contact your CST.',
      ),
    );
  },
};
