import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { TextField } from './TextField';

const validEmail = (value: string | undefined) =>
  value !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? 'Enter a valid email address' : undefined;

const meta = {
  title: 'Forms/TextField/Features',
  component: TextField,
  args: { name: 'email', label: 'Email', type: 'email', required: true, requiredMessage: 'Enter an email address' },
  decorators: [withStoryForm],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequiredAfterTouch: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter an email address');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an email address');
  },
};

export const QuietWhileTyping: Story = {
  args: { validate: validEmail },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'dana@');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a valid email address');
    await userEvent.type(input, 'northwind.example');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const SubmitShowsErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter an email address');
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent('Not submitted');
  },
};

export const Warning: Story = {
  args: {
    warn: (value) => (value?.endsWith('@gmail.com') === true ? 'Consider a work address' : undefined),
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'dana@gmail.com');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Consider a work address');
    await expect(input).toHaveAttribute('data-status', 'warning');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Success: Story = {
  args: { validate: validEmail, successMessage: 'Looks good' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'dana@northwind.example');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Looks good');
  },
};

export const WithDescription: Story = {
  args: { description: 'Alerts and reports go to this address.' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('Alerts and reports go to this address.');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Alerts and reports go to this address. Enter an email address');
  },
};

export const Password: Story = {
  args: { name: 'secret', label: 'Client secret', type: 'password', required: false, autoComplete: 'off' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Client secret');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 's3cret');
    await expect(input).toHaveValue('s3cret');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};
