import type { Meta, StoryObj } from '@storybook/react-vite';
import { COPY_TEXTS } from '@portal/fixtures/widgets/copyTexts';
import { expect, fn } from 'storybook/test';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Components/CopyButton/Features',
  component: CopyButton,
  args: { text: COPY_TEXTS.addresses, writeText: fn(() => Promise.resolve()), onCopied: fn() },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a copy the live region is there, empty, so the confirmation is announced when it appears. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The browser refused (no permission): the user is told to copy by hand. */
export const Refused: Story = {
  args: { writeText: fn(() => Promise.reject(new Error('NotAllowedError'))) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Could not copy. Select the text and copy it instead.');
    await expect(args.onCopied).toHaveBeenCalledWith(false);
  },
};

/** Several copy buttons on a page: each names what it copies. */
export const NamedForAssistiveTechnology: Story = {
  args: { 'aria-label': 'Copy Partner IP addresses' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Partner IP addresses' }));
    await expect(args.writeText).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeDisabled();
  },
};
