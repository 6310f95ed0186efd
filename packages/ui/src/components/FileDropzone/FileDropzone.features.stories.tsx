import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  demoFile,
  firewallExportName,
  fullAttachments,
  longNameAttachment,
  manyAttachments,
  mixedAttachments,
  serverRejectionText,
  TOO_LARGE_BYTES,
  uploadedAttachment,
} from '@portal/fixtures/widgets/attachments';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { FileDropzone } from './FileDropzone';
import { FileDropzoneHarness, type FileDropzoneHarnessProps, type UploadOutcome } from './FileDropzoneHarness';

const meta = {
  title: 'Forms/FileDropzone/Features',
  component: FileDropzone,
  args: { files: [], onAdd: fn(), onRemove: fn() },
  render: (args) => <FileDropzoneHarness {...args} />,
} satisfies Meta<FileDropzoneHarnessProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const KB = 1024;
const input = (canvas: HTMLElement) => within(canvas).getByLabelText('Choose files');
const dropArea = (canvas: HTMLElement) => {
  const area = within(canvas)
    .getByText(/Drag and drop files here|Drop the files/)
    .closest('[data-portal-id="file-drop-area"]');
  if (!(area instanceof HTMLElement)) throw new Error('No drop area');
  return area;
};
/** Drags files from the desktop onto the area: a real DragEvent carrying a real DataTransfer. */
async function dragFiles(target: HTMLElement, type: 'dragenter' | 'drop', files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  await fireEvent(target, new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

export const Empty: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('Drag and drop files here, or')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
    await expect(input(canvasElement)).toBeEnabled();
    await expect(input(canvasElement)).toHaveAccessibleDescription('Up to 10 files, 20 MB each.');
  },
};

export const DragOver: Story = {
  play: async ({ canvas, canvasElement }) => {
    const file = demoFile('proxy-logs.txt', 12 * KB, 'text/plain');
    await dragFiles(dropArea(canvasElement), 'dragenter', [file]);
    await expect(await canvas.findByText('Drop the files to attach them')).toBeVisible();
    await expect(dropArea(canvasElement)).toHaveAttribute('data-state', 'dragging');
  },
};

export const DropFiles: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const files = [demoFile('proxy-logs.txt', 12 * KB), demoFile('dns-logs.txt', 30 * KB)];
    await dragFiles(dropArea(canvasElement), 'dragenter', files);
    await dragFiles(dropArea(canvasElement), 'drop', files);
    await expect(args.onAdd).toHaveBeenCalledWith(files);
    await waitFor(() => expect(canvas.getAllByText('Uploaded')).toHaveLength(2));
    await expect(dropArea(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

export const Sending: Story = {
  args: { outcome: 'sending' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(input(canvasElement), demoFile('memory-dump.bin', 5 * 1024 * KB));
    const item = canvas.getByRole('listitem');
    await expect(within(item).getByRole('status')).toHaveTextContent('Uploading...');
    await expect(item).toHaveAttribute('aria-busy', 'true');
    await expect(within(item).getByText('5.0MB')).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(input(canvasElement), demoFile(firewallExportName, 1536 * KB, 'text/csv'));
    const item = canvas.getByRole('listitem');
    await expect(await within(item).findByText('Uploaded')).toBeVisible();
    await expect(within(item).getByText(firewallExportName)).toBeVisible();
    await expect(within(item).getByText('1.5MB')).toBeVisible();
  },
};

function failure(outcome: UploadOutcome, message: string): Story {
  return {
    args: { outcome },
    play: async ({ canvas, canvasElement, userEvent }) => {
      await userEvent.upload(input(canvasElement), demoFile('installer.exe', 300 * KB));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
      await expect(canvas.getByText('Upload failed')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Remove installer.exe' })).toBeEnabled();
    },
  };
}

export const ErrorDefault = failure({ status: 400 }, 'There was an error uploading the attachment.');
export const ErrorTooLargeForServer = failure(
  { status: 413 },
  'File contents are too large and were rejected by server.',
);
export const ErrorServer = failure({ status: 503 }, 'There was a server error uploading the attachment.');
export const ErrorServerText = failure({ status: 415, serverText: serverRejectionText }, serverRejectionText);

export const TooLargeFile: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.upload(input(canvasElement), demoFile('full-packet-capture.pcap', TOO_LARGE_BYTES));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '"full-packet-capture.pcap" (21.0MB) was not attached: files can be at most 20 MB.',
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const FillsUpToTheLimit: Story = {
  args: { files: manyAttachments },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const files = [demoFile('last-place.txt', KB), demoFile('one-too-many.txt', KB)];
    await userEvent.upload(input(canvasElement), files);
    await expect(args.onAdd).toHaveBeenCalledWith([files[0]]);
    await expect(
      canvas.getByText('"one-too-many.txt" was not attached: Maximum of 10 attachments has been reached.'),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Attached files (10 of 10)' })).toBeVisible();
    await expect(input(canvasElement)).toBeDisabled();
  },
};

export const LimitReached: Story = {
  args: { files: fullAttachments },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('Maximum of 10 attachments has been reached.')).toBeVisible();
    await expect(input(canvasElement)).toBeDisabled();
    await expect(dropArea(canvasElement)).toHaveAttribute('data-state', 'blocked');
    await dragFiles(dropArea(canvasElement), 'drop', [demoFile('late.txt', KB)]);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { files: mixedAttachments, disabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    for (const button of canvas.getAllByRole('button', { name: /^Remove / })) await expect(button).toBeDisabled();
    await expect(canvas.queryByText('Maximum of 10 attachments has been reached.')).not.toBeInTheDocument();
  },
};

export const ManyFiles: Story = {
  args: { files: manyAttachments },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Attached files (9 of 10)' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    await expect(within(list).getAllByText('Uploaded')).toHaveLength(6);
    await expect(within(list).getAllByRole('alert')).toHaveLength(1);
    await expect(input(canvasElement)).toBeEnabled();
  },
};

export const LongFileNames: Story = {
  args: { files: [longNameAttachment, uploadedAttachment] },
  play: async ({ canvas }) => {
    const name = canvas.getByText(longNameAttachment.name);
    await expect(name).toBeVisible();
    const item = canvas.getAllByRole('listitem')[0];
    const remove = canvas.getByRole('button', { name: `Remove ${longNameAttachment.name}` });
    await expect(remove).toBeVisible();
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(item?.getBoundingClientRect().right ?? 0);
  },
};

export const RemoveMovesFocusOn: Story = {
  args: { files: mixedAttachments },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${uploadedAttachment.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(uploadedAttachment.id);
    await waitFor(() => expect(canvas.queryByText(uploadedAttachment.name)).not.toBeInTheDocument());
    await expect(canvas.getByText(`${uploadedAttachment.name} removed.`)).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove endpoint-agent-logs.zip' })).toHaveFocus());
  },
};
