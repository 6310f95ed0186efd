import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { MultiSelectField } from './MultiSelectField';
import { ACCESS_OPTIONS, ESCALATION_CONTACT_OPTIONS } from '@portal/fixtures/widgets/formOptions';

const meta = {
  title: 'Forms/MultiSelectField',
  component: MultiSelectField,
  args: { name: 'escalation', label: 'Escalation contacts', options: ESCALATION_CONTACT_OPTIONS },
  decorators: [withStoryForm],
  parameters: {
    controls: { include: ['label', 'description', 'required', 'placeholder', 'emptyText', 'disabled'] },
    docs: {
      description: {
        component:
          "Several choices from a list: a filterable combobox over a multi-select listbox (WAI-ARIA combobox pattern). Type to filter; ArrowDown opens and moves, Enter toggles the active option, Escape closes, Backspace in the empty box removes the last choice; choices show as chips with a remove button. With nothing to show it says `emptyText` ('No suggestions'; the contact selectors say 'No available contacts.'). The form holds the chosen values in the options' order.",
      },
    },
  },
} satisfies Meta<typeof MultiSelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Escalation contacts' });
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('option', { name: 'Priya Raman' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Dana Whitfield' }));
    await expect(canvas.getByRole('option', { name: 'Priya Raman' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('list', { name: 'Selected' })).toHaveTextContent('Dana WhitfieldPriya Raman');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent(
      '{"escalation":["c1","c3"]}',
    );
  },
};

export const Playground: Story = {
  args: {
    name: 'access',
    label: 'Access controls',
    options: ACCESS_OPTIONS,
    description: 'What this contact may use.',
    placeholder: 'Add access',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Access controls' })).toHaveAccessibleDescription(
      'What this contact may use.',
    );
  },
};
