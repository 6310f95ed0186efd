import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Form } from './Form';
import { FormActions } from './FormActions';
import { PhoneField } from './PhoneField';
import { SelectField } from './SelectField';
import { PHONE_TYPE_OPTIONS } from '@portal/fixtures/widgets/formOptions';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: {
    'aria-label': 'Add Contact',
    onSubmit: fn(),
    children: (
      <>
        <TextField name="firstName" label="First Name" required requiredMessage="Enter a first name" />
        <TextField name="lastName" label="Last Name" required requiredMessage="Enter a last name" />
        <PhoneField name="primaryNumber" label="Primary phone number" />
        <SelectField name="primaryNumberType" label="Phone type" options={PHONE_TYPE_OPTIONS} />
        <FormActions saveAndAdd />
      </>
    ),
  },
  parameters: {
    controls: { include: ['aria-label'] },
    docs: {
      description: {
        component:
          "A react-final-form form for the kit's fields, which register by `name`. `onSubmit(values)` saves; resolve with `undefined` on success or with `{ field: 'message' }` to show the server's rejection on a field (it stays until the field changes). `initialValues` fill it in for editing. Browser validation is off: the fields validate and announce their status themselves, and after a failed submit the focus moves to the first field that shows an error. `useForm` and `useFormState` are re-exported for content that needs the form's state.",
      },
    },
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: 'Add Contact' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Dana');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Whitfield');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Primary phone number' }), '6175550110');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Phone type' }), 'Office');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { firstName: 'Dana', lastName: 'Whitfield', primaryNumber: '+16175550110', primaryNumberType: 'office' },
      expect.anything() as unknown,
      expect.anything() as unknown,
    );
  },
};

export const Playground: Story = {
  args: {
    'aria-label': 'Edit Contact',
    initialValues: { firstName: 'Priya', lastName: 'Raman', primaryNumber: '+16175550112' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Priya');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
