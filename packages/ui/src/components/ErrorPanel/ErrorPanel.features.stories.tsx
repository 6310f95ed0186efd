import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorPanel } from './ErrorPanel';

const meta = {
  title: 'Feedback/ErrorPanel/Features',
  component: ErrorPanel,
  args: { message: 'An unknown error has occurred.' },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NetworkError: Story = {
  args: { status: 0, message: 'Network connectivity error: please check for ad blocker or network outage.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Network connectivity error: please check for ad blocker or network outage.');
    await expect(alert).toHaveAttribute('data-icon-name', 'plug');
  },
};

export const ServiceUnavailable: Story = {
  args: { status: 503, message: 'The service is temporarily unavailable.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The service is temporarily unavailable.');
    await expect(alert).toHaveAttribute('data-icon-name', 'clock');
  },
};

export const BadRequest: Story = {
  args: { status: 400, message: 'The request was not accepted.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The request was not accepted.');
    await expect(alert).toHaveAttribute('data-icon-name', 'prohibited');
  },
};

export const NotFound: Story = {
  args: { status: 404, message: 'No results found matching your search criteria' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('No results found matching your search criteria');
    await expect(alert).toHaveAttribute('data-icon-name', 'search');
  },
};

export const OtherStatus: Story = {
  args: { status: 500, message: 'Internal server error.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Internal server error.');
    await expect(alert).toHaveAttribute('data-icon-name', 'exclamation');
  },
};

export const WithoutRetry: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveTextContent('An unknown error has occurred.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const RetryByKeyboard: Story = {
  args: { onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { onRetry: fn(), retrying: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Retry/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
