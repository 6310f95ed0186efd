import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { anyOrigin, withFault } from '@portal/fixtures';
import { demoFile, serverRejectionText, TOO_LARGE_BYTES } from '@portal/fixtures/widgets/attachments';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { StatusRegion } from '../../StatusRegion';
import { ContactPage } from './ContactPage';

const KB = 1024;
const upload = CALLS.uploadAttachment.path;
const tickets = CALLS.createTicket.path;

const meta = {
  title: 'Screens/Support/ContactPage/Ticket form',
  component: ContactPage,
  render: () => (
    <>
      <ContactPage />
      <StatusRegion />
    </>
  ),
  parameters: { layout: 'fullscreen', route: '/contact' },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const chooseFiles = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Choose files');

/** Drops files from the desktop on the drop area: a real DragEvent carrying a real DataTransfer. */
async function dropFiles(canvasElement: HTMLElement, files: File[]) {
  const area = within(canvasElement)
    .getByText('Drag and drop files here, or')
    .closest('[data-portal-id="file-drop-area"]');
  if (!(area instanceof HTMLElement)) throw new Error('No drop area');
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  await fireEvent(area, new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer }));
  await fireEvent(area, new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
}

/** An upload answered with `status` and the given body: the four upload messages of portal-core §8. */
const uploadFailure = (fault: 403 | 413 | 500, message: string): Story => ({
  beforeEach: ({ msw }) => msw.use(withFault('post', upload, fault)),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(chooseFiles(canvasElement), demoFile('proxy-logs.txt', 12 * KB, 'text/plain'));
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getByText('Upload failed')).toBeVisible();
  },
});

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(chooseFiles(canvasElement), demoFile('proxy-logs.txt', 12 * KB, 'text/plain'));
    await expect(await canvas.findByText('Uploaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

export const DragAndDrop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await dropFiles(canvasElement, [demoFile('dns.log', 4 * KB), demoFile('proxy.log', 8 * KB)]);
    await waitFor(() => expect(canvas.getAllByText('Uploaded')).toHaveLength(2));
    await expect(canvas.getByRole('list', { name: 'Attached files (2 of 10)' })).toBeVisible();
  },
};

export const Attaching: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', upload, 'never')),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(chooseFiles(canvasElement), demoFile('memory-dump.bin', 512 * KB));
    const button = await canvas.findByRole('button', { name: 'Attaching...' });
    await expect(button).toBeDisabled();
  },
};

export const Sending: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', tickets, 'never')),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Description'), 'Our firewall blocks the sensor.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const UploadErrorDefault = uploadFailure(403, 'There was an error uploading the attachment.');
export const UploadErrorTooLarge = uploadFailure(413, 'File contents are too large and were rejected by server.');
export const UploadErrorServer = uploadFailure(500, 'There was a server error uploading the attachment.');

export const UploadErrorServerText: Story = {
  beforeEach: ({ msw }) =>
    msw.use(http.post(anyOrigin(upload), () => HttpResponse.json({ error: serverRejectionText }, { status: 415 }))),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(chooseFiles(canvasElement), demoFile('installer.exe', 300 * KB));
    await expect(await canvas.findByText(serverRejectionText)).toBeVisible();
  },
};

export const TooLargeRefused: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(chooseFiles(canvasElement), [
      demoFile('full-capture.pcap', TOO_LARGE_BYTES),
      demoFile('notes.txt', 2 * KB, 'text/plain'),
    ]);
    await expect(
      await canvas.findByText(/"full-capture.pcap" \(.+\) was not attached: files can be at most 20 MB\./),
    ).toBeVisible();
    await expect(await canvas.findByText('notes.txt')).toBeVisible();
    await expect(canvas.queryByText('full-capture.pcap')).toBeNull();
  },
};

export const MaxAttachments: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const files = Array.from({ length: 11 }, (_, index) =>
      demoFile(`screenshot-${String(index + 1)}.png`, KB, 'image/png'),
    );
    await userEvent.upload(chooseFiles(canvasElement), files);
    await expect(await canvas.findByText('Maximum of 10 attachments has been reached.')).toBeVisible();
    await expect(
      canvas.getByText('"screenshot-11.png" was not attached: Maximum of 10 attachments has been reached.'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('Uploaded')).toHaveLength(10));
    await expect(chooseFiles(canvasElement)).toBeDisabled();
  },
};

export const RemoveDeletesUpload: Story = {
  play: async ({ canvas, canvasElement, userEvent, context }) => {
    const deleted: unknown[] = [];
    context.msw.use(
      http.delete(anyOrigin(CALLS.removeAttachment.path), async ({ request }) => {
        deleted.push(await request.clone().json());
        return undefined;
      }),
    );
    await userEvent.upload(chooseFiles(canvasElement), demoFile('proxy-logs.txt', 12 * KB, 'text/plain'));
    await canvas.findByText('Uploaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove proxy-logs.txt' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    await expect(JSON.stringify(deleted[0])).toMatch(/^\{"token":".+"\}$/);
    await expect(await canvas.findByText('proxy-logs.txt removed.')).toBeInTheDocument();
  },
};

export const SuccessAndNewTicket: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Description'), 'Please review the blocked traffic.');
    await userEvent.upload(chooseFiles(canvasElement), demoFile('firewall.log', 3 * KB, 'text/plain'));
    await canvas.findByText('Uploaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(/^Ticket #\d+ has been created\.$/)).toBeVisible();
    // The form starts afresh: nothing typed or attached is left.
    await expect(canvas.getByLabelText('Description')).toHaveValue('');
    await expect(canvas.queryByText('firewall.log')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'New Ticket' }));
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(canvas.queryByText(/has been created/)).toBeNull();
  },
};

export const ServerError500: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', tickets, 500)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Description'), 'The dashboard is empty.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const alert = await canvas.findByRole('alert');
    // Two spaces after the full stop, verbatim (portal-core §8); the team's real phone and email.
    await expect(alert.textContent).toBe(
      'There was a problem posting your ticket.  Please call your Concierge Security Team at +1 555 0100 or email cst-aurora@provider.example',
    );
    await expect(canvas.getByLabelText('Description')).toHaveValue('The dashboard is empty.');
  },
};

export const OtherFailureKeepsEverything: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', tickets, 503)),
  play: async ({ canvas, canvasElement, userEvent, context }) => {
    await userEvent.type(canvas.getByLabelText('Description'), 'Sensor offline since Monday.');
    await userEvent.upload(chooseFiles(canvasElement), demoFile('sensor.log', 6 * KB, 'text/plain'));
    await canvas.findByText('Uploaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Service temporarily unavailable.');
    await expect(canvas.getByLabelText('Description')).toHaveValue('Sensor offline since Monday.');
    await expect(canvas.getByText('sensor.log')).toBeVisible();
    // The outage ends: the same ticket goes out with nothing retyped.
    context.msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(/^Ticket #\d+ has been created\.$/)).toBeVisible();
  },
};
