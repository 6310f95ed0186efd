import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { TextField, TEXT_FIELD_TYPES } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { name: 'firstName', label: 'First Name', required: true, requiredMessage: 'Enter a first name' },
  argTypes: { type: { control: 'inline-radio', options: TEXT_FIELD_TYPES } },
  decorators: [withStoryForm],
  parameters: {
    controls: { include: ['label', 'description', 'required', 'type', 'placeholder', 'disabled', 'successMessage'] },
    docs: {
      description: {
        component:
          "A one-line text field of a `Form` (react-final-form), registered by `name`. `required` marks it and rejects blank text with `requiredMessage` (default 'Field is required'); `validate` adds checks, `warn` a non-blocking warning, `successMessage` a confirmation. The status shows only after the field is touched, and is the input's description; errors set aria-invalid and are announced.",
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'First Name' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.type(input, 'Dana');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent('{"firstName":"Dana"}');
  },
};

export const Playground: Story = {
  args: {
    name: 'role',
    label: 'Title',
    required: false,
    description: 'The contact’s job title, e.g. IT Director.',
    placeholder: 'IT Director',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'The contact’s job title, e.g. IT Director.',
    );
  },
};
