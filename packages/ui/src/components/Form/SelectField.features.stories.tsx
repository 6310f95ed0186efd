import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { SelectField } from './SelectField';
import { ESCALATION_CONTACT_OPTIONS, PHONE_TYPE_OPTIONS } from '@portal/fixtures/widgets/formOptions';

const meta = {
  title: 'Forms/SelectField/Features',
  component: SelectField,
  args: { name: 'shippingContactId', label: 'Shipping contact', options: ESCALATION_CONTACT_OPTIONS },
  decorators: [withStoryForm],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Required: Story = {
  args: { required: true, requiredMessage: 'Make a shipping contact selection' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Make a shipping contact selection');
    await expect(canvas.getByRole('combobox', { name: 'Shipping contact' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NoSuggestions: Story = {
  args: { options: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Shipping contact' })).toHaveDisplayValue('No suggestions');
  },
};

export const NoAvailableContacts: Story = {
  args: { options: [], emptyText: 'No available contacts.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Shipping contact' })).toHaveDisplayValue(
      'No available contacts.',
    );
  },
};

export const DisabledOption: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: 'SOC Distribution List' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  args: { name: 'primaryNumberType', label: 'Phone type', options: PHONE_TYPE_OPTIONS },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Phone type' });
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'other');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent(
      '{"primaryNumberType":"other"}',
    );
  },
};

export const Prefilled: Story = {
  parameters: { initialValues: { shippingContactId: 'c3' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Shipping contact' })).toHaveDisplayValue('Priya Raman');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Shipping contact' })).toBeDisabled();
  },
};
