import type { Meta, StoryObj } from '@storybook/react-vite';
import { COPY_TEXTS } from '@portal/fixtures/widgets/copyTexts';
import { expect, fn } from 'storybook/test';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  args: { text: COPY_TEXTS.addresses, writeText: fn(() => Promise.resolve()), onCopied: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Copies a text (a list of addresses, a link) to the clipboard and says ‘Copied’ beside the button, in a polite live region. When the browser refuses it says how to copy by hand. `writeText` replaces the browser clipboard in stories and tests.',
      },
    },
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.writeText).toHaveBeenCalledWith('192.0.2.10\n192.0.2.11\n198.51.100.40');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await expect(args.onCopied).toHaveBeenCalledWith(true);
  },
};

export const Playground: Story = {
  args: { label: 'Copy link', text: COPY_TEXTS.link, variant: 'primary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeEnabled();
  },
};
