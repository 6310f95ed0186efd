import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Banner } from './Banner';
import { BANNER_INTENTS } from './bannerIntents';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: {
    intent: 'warning',
    children: 'Please use a newer browser to login. Portal does not support Internet Explorer.',
    onClose: fn(),
  },
  argTypes: { intent: { control: 'inline-radio', options: BANNER_INTENTS } },
  parameters: {
    controls: { include: ['intent', 'title', 'children', 'closeLabel'] },
    docs: {
      description: {
        component:
          'A message across a page or section, e.g. the unsupported-browser warning. With `onClose` it has a close button; the app hides it. Warnings and errors are announced as alerts, info and success as status messages.',
      },
    },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please use a newer browser to login.');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss banner' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { intent: 'info', title: 'Scheduled maintenance', children: 'Log search is read-only on Sunday.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Scheduled maintenance');
  },
};
