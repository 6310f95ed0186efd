import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoFile, mixedAttachments } from '@portal/fixtures/widgets/attachments';
import { expect, fn, within } from 'storybook/test';
import { FileDropzone } from './FileDropzone';
import { FileDropzoneHarness } from './FileDropzoneHarness';

const meta = {
  title: 'Forms/FileDropzone',
  component: FileDropzone,
  args: { files: [], onAdd: fn(), onRemove: fn() },
  render: (args) => <FileDropzoneHarness {...args} />,
  parameters: {
    controls: { include: ['label', 'disabled'] },
    docs: {
      description: {
        component:
          'Ticket attachments (portal-core §2, §5, §8): drop files or use **Choose files** (a real file input, reached with Tab). Files over 20 MB and beyond 10 attachments are refused with a message naming them. The app uploads what `onAdd` receives and passes each file back in `files` as sending, success or error (with the HTTP status and any server text: the message follows the error catalogue); `onRemove` asks it to delete one.',
      },
    },
  },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const file = demoFile('phishing-email.eml', 48 * 1024, 'message/rfc822');
    await userEvent.upload(canvas.getByLabelText('Choose files'), file);
    await expect(args.onAdd).toHaveBeenCalledWith([file]);
    const list = canvas.getByRole('list', { name: 'Attached files (1 of 10)' });
    await expect(await within(list).findByText('Uploaded')).toBeVisible();
    await expect(within(list).getByText('48.0KB')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { files: mixedAttachments, label: 'Ticket attachments' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Ticket attachments' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
