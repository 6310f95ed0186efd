import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { SelectField } from './SelectField';
import { PHONE_TYPE_OPTIONS } from '@portal/fixtures/widgets/formOptions';

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: { name: 'primaryNumberType', label: 'Phone type', options: PHONE_TYPE_OPTIONS },
  decorators: [withStoryForm],
  parameters: {
    controls: { include: ['label', 'description', 'required', 'placeholder', 'emptyText', 'disabled'] },
    docs: {
      description: {
        component:
          "One choice from a list, as a native select (keyboard, type-ahead and screen readers work as everywhere). The first choice is the empty `placeholder` ('Select...'); with no options it reads `emptyText` ('No suggestions', or e.g. 'No available contacts.').",
      },
    },
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Phone type' }), 'Mobile');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent(
      '{"primaryNumberType":"mobile"}',
    );
  },
};

export const Playground: Story = {
  args: { required: true, description: 'How we reach this number.', placeholder: 'Choose a type' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Phone type' })).toHaveDisplayValue('Choose a type');
  },
};
