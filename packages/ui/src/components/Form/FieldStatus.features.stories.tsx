import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldStatus } from './FieldStatus';

const meta = {
  title: 'Forms/FieldStatus/Features',
  component: FieldStatus,
  args: { intent: 'error', children: 'Field is required' },
} satisfies Meta<typeof FieldStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorLine: Story = {
  play: async ({ canvas }) => {
    const line = canvas.getByRole('alert');
    await expect(line).toHaveTextContent('Field is required');
    await expect(line).toHaveAttribute('data-intent', 'error');
  },
};

export const WarningLine: Story = {
  args: { intent: 'warning', children: 'Verify that the IPv4 address is private' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-intent', 'warning');
  },
};

export const SuccessLine: Story = {
  args: { intent: 'success', children: 'Phone number saved in international format' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-intent', 'success');
  },
};

export const LongMessage: Story = {
  args: {
    intent: 'error',
    children: 'Enter a role ARN such as arn:aws:iam::123456789012:role/PortalReader, with the account id and role name',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
