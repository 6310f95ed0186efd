import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { PhoneField } from './PhoneField';

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: {
    name: 'primaryNumber',
    label: 'Primary phone number',
    required: true,
    requiredMessage: 'Enter a primary phone number',
  },
  decorators: [withStoryForm],
  parameters: {
    controls: { include: ['label', 'description', 'required', 'defaultCountry', 'placeholder', 'disabled'] },
    docs: {
      description: {
        component:
          "A phone number, typed any common way. A number without '+' is read as a US number (`defaultCountry`); on blur, and before submit, a valid number is stored in international E.164 form ('(202) 555-0143' → '+12025550143'). Anything else keeps what was typed and says 'Enter a valid phone number'. Extensions have their own field, so 'ext.' is not accepted here. The pure `normalisePhone(text)` does the conversion.",
      },
    },
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Primary phone number' });
    await userEvent.type(input, '(202) 555-0143');
    await userEvent.tab();
    await expect(input).toHaveValue('+12025550143');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent(
      '{"primaryNumber":"+12025550143"}',
    );
  },
};

export const Playground: Story = {
  args: {
    name: 'secondaryNumber',
    label: 'Secondary phone number',
    required: false,
    description: 'Optional. Include the country code for numbers outside the US.',
    placeholder: '+44 20 7946 0958',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Secondary phone number' })).toHaveAttribute('type', 'tel');
  },
};
