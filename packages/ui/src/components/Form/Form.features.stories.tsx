import type { Meta, StoryObj } from '@storybook/react-vite';
import { FORM_ERROR } from 'final-form';
import { expect, fn, waitFor } from 'storybook/test';
import { Form } from './Form';
import { FormActions } from './FormActions';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/Form/Features',
  component: Form,
  args: {
    'aria-label': 'Add Contact',
    onSubmit: fn(),
    children: (
      <>
        <TextField name="email" label="Email" required requiredMessage="Enter an email address" />
        <FormActions />
      </>
    ),
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerRejectsAField: Story = {
  args: { onSubmit: fn(() => ({ email: 'A contact with this email already exists' })) },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'dana@northwind.example{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A contact with this email already exists');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'x');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ServerRejectsTheForm: Story = {
  args: { onSubmit: fn(() => ({ [FORM_ERROR]: 'Unable to save the contact. Please try again.' })) },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'dana@northwind.example{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to save the contact. Please try again.');
    await userEvent.type(input, 'x');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const InvalidSubmitTouchesEveryField: Story = {
  args: {
    children: (
      <>
        <TextField name="email" label="Email" required requiredMessage="Enter an email address" />
        <TextField name="firstName" label="First Name" required requiredMessage="Enter a first name" />
        <button type="submit">Submit anyway</button>
      </>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit anyway' }));
    const alerts = canvas.getAllByRole('alert').map((alert) => alert.textContent);
    await expect(alerts).toEqual(['Enter an email address', 'Enter a first name']);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RenderFunction: Story = {
  args: {
    children: ({ dirty }) => (
      <>
        <TextField name="email" label="Email" />
        <p>{dirty ? 'Unsaved changes' : 'No changes'}</p>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('No changes')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'a');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
};

export const FocusesTheFirstInvalidField: Story = {
  args: {
    children: (
      <>
        <TextField name="firstName" label="First Name" required requiredMessage="Enter a first name" />
        <TextField name="lastName" label="Last Name" required requiredMessage="Enter a last name" />
        <TextField name="email" label="Email" required requiredMessage="Enter an email address" />
        <button type="submit">Submit anyway</button>
      </>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Dana');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit anyway' }));
    const lastName = canvas.getByRole('textbox', { name: 'Last Name' });
    await expect(lastName).toHaveFocus();
    await expect(lastName).toHaveAccessibleDescription('Enter a last name');
    await userEvent.type(lastName, 'Whitfield{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter an email address');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FocusesTheFieldTheServerRejected: Story = {
  args: {
    onSubmit: fn(async () => {
      await Promise.resolve();
      return { lastName: 'Use the name on the contract' };
    }),
    children: (
      <>
        <TextField name="firstName" label="First Name" />
        <TextField name="lastName" label="Last Name" />
        <button type="submit">Send</button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Dana');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'W');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Use the name on the contract');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveFocus());
  },
};
