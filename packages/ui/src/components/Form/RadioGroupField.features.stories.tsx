import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { RadioGroupField } from './RadioGroupField';
import { CONTACT_TYPE_OPTIONS } from '@portal/fixtures/widgets/formOptions';

const meta = {
  title: 'Forms/RadioGroupField/Features',
  component: RadioGroupField,
  args: { name: 'contactType', label: 'Contact type', options: CONTACT_TYPE_OPTIONS },
  decorators: [withStoryForm],
} satisfies Meta<typeof RadioGroupField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowKeys: Story = {
  parameters: { initialValues: { contactType: 'normal' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Normal/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Primary/ })).toBeChecked();
  },
};

export const Required: Story = {
  args: { required: true, requiredMessage: 'Choose a contact type' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const group = canvas.getByRole('radiogroup', { name: 'Contact type' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a contact type');
  },
};

export const DisabledOption: Story = {
  args: {
    options: CONTACT_TYPE_OPTIONS.map((option) =>
      option.value === 'primary'
        ? { ...option, disabled: true, description: 'An MSP primary contact exists.' }
        : option,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Primary/ })).toBeDisabled();
    await expect(canvas.getByText('An MSP primary contact exists.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
