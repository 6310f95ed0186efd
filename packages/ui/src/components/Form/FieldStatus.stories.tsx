import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FIELD_STATUS_INTENTS } from './fieldValidation';
import { FieldStatus } from './FieldStatus';

const meta = {
  title: 'Forms/FieldStatus',
  component: FieldStatus,
  args: { intent: 'error', children: 'Enter a valid phone number' },
  argTypes: { intent: { control: 'inline-radio', options: FIELD_STATUS_INTENTS } },
  parameters: {
    controls: { include: ['intent', 'children'] },
    docs: {
      description: {
        component:
          "The line under a control: an error (an alert, announced when it appears), a warning or a success (polite status). The kit's fields render it after the field is touched and point the control's aria-describedby at its `id`.",
      },
    },
  },
} satisfies Meta<typeof FieldStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a valid phone number');
  },
};

export const Playground: Story = {
  args: { intent: 'warning', children: 'Verify that all IPv4 addresses are private' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verify that all IPv4 addresses are private');
  },
};
