import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField/Features',
  component: NumberField,
  args: {
    name: 'adc',
    label: 'Domain controllers at this site',
    min: 0,
    required: true,
    requiredMessage: 'Enter the number of domain controllers at this site',
    validate: (value) =>
      value !== undefined && value < 0 ? 'Enter a non-negative number of domain controllers at this site' : undefined,
  },
  decorators: [withStoryForm],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Required: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('spinbutton'));
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter the number of domain controllers at this site');
  },
};

export const BelowMinimum: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton');
    await userEvent.type(input, '-2');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Enter a non-negative number of domain controllers at this site');
  },
};

export const ReplaceAndEnter: Story = {
  parameters: { initialValues: { adc: 0 } },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '2{Enter}');
    await expect(input).toHaveValue(2);
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent('{"adc":2}');
  },
};

export const ZeroIsAValue: Story = {
  parameters: { initialValues: { adc: 0 } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent('{"adc":0}');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
  },
};
