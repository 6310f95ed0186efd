import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { CheckboxField } from './CheckboxField';

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: { name: 'isReportRecipient', label: 'Receives intelligence reports' },
  decorators: [withStoryForm],
  parameters: {
    controls: { include: ['label', 'description', 'required', 'disabled'] },
    docs: {
      description: {
        component:
          'One box to tick; the form holds true or false. `required` means it must be ticked (an acknowledgement).',
      },
    },
  },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Receives intelligence reports' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent(
      '{"isReportRecipient":true}',
    );
  },
};

export const Playground: Story = {
  args: {
    name: 'include_global_events',
    label: 'Include global service events',
    description: 'Events of IAM and other global services, logged in every region.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Include global service events' })).toHaveAccessibleDescription(
      'Events of IAM and other global services, logged in every region.',
    );
  },
};
