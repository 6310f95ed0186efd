import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { MultiSelectField } from './MultiSelectField';
import { ESCALATION_CONTACT_OPTIONS } from '@portal/fixtures/widgets/formOptions';

const meta = {
  title: 'Forms/MultiSelectField/Features',
  component: MultiSelectField,
  args: { name: 'escalation', label: 'Escalation contacts', options: ESCALATION_CONTACT_OPTIONS },
  decorators: [withStoryForm],
} satisfies Meta<typeof MultiSelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const combobox = canvas.getByRole('combobox', { name: 'Escalation contacts' });
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: 'Dana Whitfield' }).id,
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('option', { name: 'Marcus Oyelaran' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('list', { name: 'Selected' })).toHaveTextContent('Marcus Oyelaran');
  },
};

export const SkipsDisabledOptions: Story = {
  play: async ({ canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Escalation contacts' });
    await userEvent.click(combobox);
    const disabled = canvas.getByRole('option', { name: 'SOC Distribution List' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled);
    await expect(disabled).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{ArrowUp}');
    await expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: 'Priya Raman' }).id,
    );
  },
};

export const Filtering: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Escalation contacts' }), 'ra');
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Marcus Oyelaran', 'Priya Raman']);
  },
};

export const NoSuggestions: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Escalation contacts' }), 'zz');
    await expect(canvas.getByText('No suggestions')).toBeVisible();
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
  },
};

export const NoAvailableContacts: Story = {
  args: { options: [], emptyText: 'No available contacts.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Escalation contacts' }));
    await expect(canvas.getByText('No available contacts.')).toBeVisible();
  },
};

export const RemoveChoices: Story = {
  parameters: { initialValues: { escalation: ['c1', 'c2', 'c5'] } },
  play: async ({ canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Escalation contacts' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Marcus Oyelaran' }));
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('list', { name: 'Selected' })).toHaveTextContent('Dana Whitfield');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent('{"escalation":["c1"]}');
  },
};

export const Required: Story = {
  args: { required: true, requiredMessage: 'Choose at least one escalation contact' },
  play: async ({ canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Escalation contacts' });
    await userEvent.click(combobox);
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose at least one escalation contact');
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { initialValues: { escalation: ['c3'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Escalation contacts' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Priya Raman' })).toBeDisabled();
  },
};
