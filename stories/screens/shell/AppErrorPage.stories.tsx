import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AppErrorPage } from '../../../apps/portal/src/shell/AppErrorPage';

const meta = {
  title: 'Screens/Shell/AppErrorPage',
  component: AppErrorPage,
  args: { onRefresh: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Application error page',
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};
