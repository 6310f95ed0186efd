import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { name: 'adc', label: 'Domain controllers at this site', min: 0 },
  decorators: [withStoryForm],
  parameters: {
    controls: { include: ['label', 'description', 'required', 'min', 'max', 'step', 'disabled'] },
    docs: {
      description: {
        component:
          'A number input of a `Form`: the form holds a number (blank is undefined). `min`, `max` and `step` set the native limits for the arrow keys; use `validate` for the messages.',
      },
    },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Domain controllers at this site' }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent('{"adc":3}');
  },
};

export const Playground: Story = {
  args: { name: 'hours', label: 'Scan interval (hours)', min: 1, max: 24, step: 1 },
  parameters: { initialValues: { hours: 12 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Scan interval (hours)' })).toHaveValue(12);
  },
};
