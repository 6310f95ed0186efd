import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { anyOrigin, withFault } from '@portal/fixtures';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { StatusRegion } from '../../StatusRegion';
import { ShareTicketPage } from './ShareTicketPage';

const share = (query: Record<string, string>) => `/contact/share?${new URLSearchParams(query).toString()}`;

const meta = {
  title: 'Screens/Support/ShareTicketPage',
  component: ShareTicketPage,
  render: () => (
    <>
      <ShareTicketPage />
      <StatusRegion />
    </>
  ),
  parameters: {
    layout: 'fullscreen',
    route: share({ link: '/dashboard/endpoints', subject: 'Offline endpoints' }),
    docs: {
      description: {
        component:
          '/contact/share: the ticket form with a shared link and subject (navigation state or query); the route sends an empty share to /contact.',
      },
    },
  },
} satisfies Meta<typeof ShareTicketPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Share with your CST' })).toBeVisible();
    await expect(canvas.getByLabelText('Subject')).toHaveValue('Offline endpoints');
    const link = canvas.getByLabelText('Link');
    await expect(link).toHaveValue('/dashboard/endpoints');
    await expect(link).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Description')).toHaveValue('');
  },
};

export const ShareWithLink: Story = {
  parameters: { route: share({ link: '/dashboard/endpoints' }) },
  play: async ({ canvas, userEvent, context }) => {
    const sent: unknown[] = [];
    context.msw.use(
      http.post(anyOrigin(CALLS.createTicket.path), async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined;
      }),
    );
    await expect(canvas.getByLabelText('Link')).toHaveValue('/dashboard/endpoints');
    await userEvent.type(canvas.getByLabelText('Description'), 'Three laptops went offline.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const view = await canvas.findByRole('link', { name: /^View Ticket #\d+$/ });
    const id = /#(\d+)$/.exec(view.textContent)?.[1] ?? 'none';
    await expect(view).toHaveAttribute('href', `/tickets/${id}`);
    await expect(canvas.getByRole('link', { name: 'Back to Endpoint Status' })).toHaveAttribute(
      'href',
      '/dashboard/endpoints',
    );
    await expect(canvas.getByRole('button', { name: 'New Ticket' })).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(JSON.stringify(sent[0])).toContain(
      JSON.stringify('Shared Link: [/dashboard/endpoints](/dashboard/endpoints)\n\nThree laptops went offline.'),
    );
  },
};

export const ShareSubjectOnly: Story = {
  parameters: { route: share({ subject: '' }) },
  play: async ({ canvas, userEvent }) => {
    // An empty subject still shows the field (portal-core §2); there is no link.
    const subject = canvas.getByLabelText('Subject');
    await expect(subject).toHaveValue('');
    await userEvent.type(subject, 'Question about my report');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('link', { name: /^View Ticket #\d+$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New Ticket' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Back to/ })).toBeNull();
    await expect(canvas.queryByLabelText('Link')).toBeNull();
  },
};

export const NewTicketAfterSuccess: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Description'), 'Shared from the endpoints page.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await canvas.findByRole('link', { name: /^View Ticket #\d+$/ });
    // The form started afresh with what was shared.
    await expect(canvas.getByLabelText('Subject')).toHaveValue('Offline endpoints');
    await expect(canvas.getByLabelText('Description')).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'New Ticket' }));
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(canvas.queryByRole('link', { name: /^View Ticket/ })).toBeNull();
  },
};

export const Sending: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.createTicket.path, 'never')),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const ServerError500: Story = {
  parameters: { persona: 'onboardingReady' },
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.createTicket.path, 500)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Description'), 'Endpoints are missing.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    // Cedar Point Marine's team is Team Cirrus.
    const alert = await canvas.findByRole('alert');
    await expect(alert.textContent).toBe(
      'There was a problem posting your ticket.  Please call your Concierge Security Team at +1 555 0100 or email cst-cirrus@provider.example',
    );
    await expect(canvas.getByLabelText('Description')).toHaveValue('Endpoints are missing.');
    await expect(canvas.getByLabelText('Subject')).toHaveValue('Offline endpoints');
  },
};

export const OtherFailure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.createTicket.path, 'network')),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Description'), 'Nothing typed is lost.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Network connectivity error: please check for ad blocker or network outage.',
    );
    await expect(canvas.getByLabelText('Description')).toHaveValue('Nothing typed is lost.');
  },
};
