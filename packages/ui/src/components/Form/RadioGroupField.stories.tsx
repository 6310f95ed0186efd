import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { RadioGroupField } from './RadioGroupField';
import { CONTACT_TYPE_OPTIONS } from '@portal/fixtures/widgets/formOptions';

const meta = {
  title: 'Forms/RadioGroupField',
  component: RadioGroupField,
  args: { name: 'contactType', label: 'Contact type', options: CONTACT_TYPE_OPTIONS },
  decorators: [withStoryForm],
  parameters: {
    controls: { include: ['label', 'description', 'required', 'disabled'] },
    docs: {
      description: {
        component:
          'One choice of a few, all visible: a radiogroup named by its label. Tab enters the group at the chosen radio; arrow keys move and choose. Options may carry a description and be disabled.',
      },
    },
  },
} satisfies Meta<typeof RadioGroupField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Contact type' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Secondary/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent(
      '{"contactType":"secondary"}',
    );
  },
};

export const Playground: Story = {
  args: { required: true, description: 'Primary and secondary contacts are onboarding administrators.' },
  parameters: { initialValues: { contactType: 'normal' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Normal/ })).toBeChecked();
  },
};
