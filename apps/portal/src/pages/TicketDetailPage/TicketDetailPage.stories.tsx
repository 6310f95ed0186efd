import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, TIMEOUT_ERROR_MESSAGE } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, withFault } from '@portal/fixtures';
import { demoFile } from '@portal/fixtures/widgets/attachments';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StatusRegion } from '../../StatusRegion';
import { TicketDetailPage } from './TicketDetailPage';

const TICKET = CALLS.ticket.path;
const UPLOAD = CALLS.uploadAttachment.path;
const KB = 1024;
const SUBJECT = 'Firewall logs stopped arriving after upgrade';

const meta = {
  title: 'Screens/Support/TicketDetailPage',
  component: TicketDetailPage,
  render: () => (
    <>
      <Routes>
        <Route path="/tickets/:id" element={<TicketDetailPage />} />
      </Routes>
      <StatusRegion />
    </>
  ),
  parameters: {
    layout: 'fullscreen',
    route: '/tickets/40002',
    docs: {
      description: {
        component:
          '/tickets/:id with no unified-portal host: the ticket from `GET /api/v1/tickets/{id}`, its comments, and a comment form posting to `POST /api/v1/tickets/{id}` (body, attachments, solved).',
      },
    },
  },
} satisfies Meta<typeof TicketDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const thread = async (canvas: Canvas) => within(await canvas.findByRole('list', { name: 'Comments' }));
/** The comments in the thread (its own items, not the attachment lists inside them). */
const commentCount = async (canvas: Canvas) => (await canvas.findByRole('list', { name: 'Comments' })).children.length;

/** An open ticket of the direct customer with its three comments. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ticket #40002' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: SUBJECT })).toBeVisible();
    await expect(canvas.getByText('Open')).toBeVisible();
    await expect(await commentCount(canvas)).toBe(3);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to Tickets' })).toHaveAttribute('href', '/tickets');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', TICKET, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading ticket...')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: '/tickets/99999' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ticket not found.');
    await expect(canvas.queryByRole('form', { name: 'Add a comment' })).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', TICKET, 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error.');
  },
};

export const GatewayTimeout: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', TICKET, 504)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TIMEOUT_ERROR_MESSAGE);
  },
};

/** A comment's body is text: markup in it is shown as typed, never rendered. */
export const PlainTextComment: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(anyOrigin(TICKET), () =>
        HttpResponse.json(
          {
            ticket: {
              id: 40002,
              subject: SUBJECT,
              status: 'open',
              created_at: '2026-11-01T10:00:00Z',
              updated_at: '2026-11-02T10:00:00Z',
              requester: 'dana.reyes@northwind-health.example',
              description: 'Logs stopped.',
              comments: [
                {
                  id: 1,
                  author: 'analyst@provider.example',
                  body: '<b>bold</b> <img src=x onerror=alert(1)>',
                  created_at: '2026-11-02T10:00:00Z',
                  attachments: [{ name: 'capture.pcap', url: 'https://files.example.com/tickets/1/capture.pcap' }],
                },
              ],
            },
          },
          { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct } },
        ),
      ),
    ),
  play: async ({ canvas, canvasElement }) => {
    const comments = await thread(canvas);
    await expect(comments.getByText('<b>bold</b> <img src=x onerror=alert(1)>')).toBeVisible();
    await expect(comments.getByRole('link', { name: /capture\.pcap/ })).toBeVisible();
    await expect(canvasElement.querySelector('li b, li img')).toBeNull();
  },
};

/** A sent comment joins the thread and the form starts empty again. */
export const CommentSuccess: Story = {
  play: async ({ canvas }) => {
    await thread(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /Comment/ }), 'Logs are flowing again, thank you.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(async () =>
      expect((await thread(canvas)).getByText('Logs are flowing again, thank you.')).toBeVisible(),
    );
    await expect(await commentCount(canvas)).toBe(4);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Comment/ })).toHaveValue(''));
  },
};

/** A failed send says why and keeps what was typed. */
export const CommentFailure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', TICKET, 500)),
  play: async ({ canvas }) => {
    await thread(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /Comment/ }), 'Still broken here.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error.');
    await expect(canvas.getByRole('textbox', { name: /Comment/ })).toHaveValue('Still broken here.');
    await expect(await commentCount(canvas)).toBe(3);
  },
};

const chooseFiles = (canvas: Canvas) => canvas.getByLabelText('Choose files');

/** A comment with a file attached: the file uploads as it is added, and the sent comment lists it in the thread. */
export const CommentWithAttachment: Story = {
  play: async ({ canvas }) => {
    await thread(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /Comment/ }), 'Here is the firewall export.');
    await userEvent.upload(chooseFiles(canvas), demoFile('firewall-export.log', 6 * KB, 'text/plain'));
    await expect(await canvas.findByText('Uploaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(async () => expect((await thread(canvas)).getByText('Here is the firewall export.')).toBeVisible());
    await expect((await thread(canvas)).getByRole('link', { name: /firewall-export\.log/ })).toBeVisible();
    await expect(await commentCount(canvas)).toBe(4);
  },
};

/** While a file uploads the send button says 'Attaching...' and waits. */
export const CommentAttaching: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', UPLOAD, 'never')),
  play: async ({ canvas }) => {
    await thread(canvas);
    await userEvent.upload(chooseFiles(canvas), demoFile('memory-dump.bin', 512 * KB));
    await expect(await canvas.findByRole('button', { name: 'Attaching...' })).toBeDisabled();
  },
};

/** A failed upload says why next to the file; the comment typed stays and can still be sent. */
export const CommentUploadFailure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', UPLOAD, 500)),
  play: async ({ canvas }) => {
    await thread(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /Comment/ }), 'Capture attached.');
    await userEvent.upload(chooseFiles(canvas), demoFile('capture.pcap', 12 * KB));
    await expect(await canvas.findByText('There was a server error uploading the attachment.')).toBeVisible();
    await expect(canvas.getByText('Upload failed')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Comment/ })).toHaveValue('Capture attached.');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

/** Marking the comment solved solves the ticket. */
export const Solved: Story = {
  play: async ({ canvas }) => {
    await thread(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /Comment/ }), 'All good now.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mark as solved' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Solved')).toBeVisible();
    await expect((await thread(canvas)).getByText('All good now.')).toBeVisible();
  },
};

/** An MSP user opens a ticket of the customer they work for. */
export const MspPersona: Story = {
  parameters: { persona: 'msp', route: '/tickets/40066' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Suspicious PowerShell execution on finance workstation' }),
    ).toBeVisible();
    await expect(await commentCount(canvas)).toBe(4);
  },
};
