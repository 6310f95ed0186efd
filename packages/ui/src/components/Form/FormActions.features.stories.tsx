import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { StoryForm } from '../../storyHelpers/StoryForm';
import { FormActions } from './FormActions';
import { TextField } from './TextField';

const validEmail = (value: string | undefined) =>
  value !== undefined && !value.includes('@') ? 'Enter a valid email address' : undefined;

const meta = {
  title: 'Forms/FormActions/Features',
  component: FormActions,
  args: { onCancel: fn(), onSaved: fn() },
  render: (args) => (
    <StoryForm actions={<FormActions {...args} />} saveDelay={150}>
      <TextField name="email" label="Email" required requiredMessage="Enter an email address" validate={validEmail} />
    </StoryForm>
  ),
} satisfies Meta<typeof FormActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DisabledUntilValid: Story = {
  play: async ({ canvas, userEvent }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'dana');
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '@northwind.example');
    await expect(save).toBeEnabled();
  },
};

export const DisabledWhenUnchanged: Story = {
  render: (args) => (
    <StoryForm actions={<FormActions {...args} />} initialValues={{ email: 'dana@northwind.example' }}>
      <TextField name="email" label="Email" required />
    </StoryForm>
  ),
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(save).toBeEnabled();
    await userEvent.type(input, '{Backspace}');
    await expect(save).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { saveAndAdd: true },
  render: (args) => (
    <StoryForm actions={<FormActions {...args} />} saveDelay={60_000}>
      <TextField name="email" label="Email" />
    </StoryForm>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'dana@northwind.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const saving = await canvas.findByRole('button', { name: /Saving\.\.\./ });
    await expect(saving).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Save & Add' })).toBeDisabled();
    // Cancel stays focusable but does nothing while the save runs: leaving would not stop it.
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cancel);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const SaveAndAdd: Story = {
  args: { saveAndAdd: true },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'dana@northwind.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Add' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('saveAndAdd'));
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent('dana@northwind.example');
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save & Add' })).toBeDisabled();
  },
};

export const EnterSaves: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'dana@northwind.example{Enter}');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('save'));
  },
};

export const Cancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const WithoutCancel: Story = {
  args: { onCancel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Save']);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save & Add' })).not.toBeInTheDocument();
  },
};
