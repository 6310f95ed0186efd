import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { PhoneField } from './PhoneField';

const meta = {
  title: 'Forms/PhoneField/Features',
  component: PhoneField,
  args: { name: 'phone', label: 'Phone number' },
  decorators: [withStoryForm],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '555 01');
    await userEvent.tab();
    await expect(input).toHaveValue('555 01');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a valid phone number');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const International: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '+44 20 7946 0958');
    await userEvent.tab();
    await expect(input).toHaveValue('+442079460958');
  },
};

export const EnterSubmitsNormalised: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '617.555.0110{Enter}');
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent(
      '{"phone":"+16175550110"}',
    );
  },
};

export const ExtensionRejected: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '617 555 0110 ext 204');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a valid phone number');
  },
};

export const Required: Story = {
  args: { required: true, requiredMessage: 'Enter a primary phone number' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a primary phone number');
  },
};

export const Prefilled: Story = {
  parameters: { initialValues: { phone: '+16175550110' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+16175550110');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeDisabled();
  },
};
