import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { TextareaField } from './TextareaField';

const meta = {
  title: 'Forms/TextareaField/Features',
  component: TextareaField,
  args: { name: 'notes', label: 'Notes' },
  decorators: [withStoryForm],
} satisfies Meta<typeof TextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(textarea);
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Field is required');
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Validated: Story = {
  args: {
    validate: (value) => (value !== undefined && value.length > 40 ? 'Keep the notes under 40 characters' : undefined),
  },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(textarea, 'The sensor sits in the basement server room, rack 4.');
    await userEvent.tab();
    await expect(textarea).toHaveAccessibleDescription('Keep the notes under 40 characters');
  },
};

export const Prefilled: Story = {
  parameters: { initialValues: { notes: 'Deliveries at the loading dock only.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toHaveValue('Deliveries at the loading dock only.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { initialValues: { notes: 'Read only after submission.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
  },
};
