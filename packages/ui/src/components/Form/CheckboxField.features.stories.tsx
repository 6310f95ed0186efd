import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { CheckboxField } from './CheckboxField';

const meta = {
  title: 'Forms/CheckboxField/Features',
  component: CheckboxField,
  args: {
    name: 'requirementsMet',
    label: 'My environment meets the minimum virtual machine requirements',
  },
  decorators: [withStoryForm],
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MustBeTicked: Story = {
  args: { required: true, requiredMessage: 'Confirm the requirements to continue' },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-required', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Confirm the requirements to continue');
    await userEvent.click(checkbox);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const SpaceToggles: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const InitiallyTicked: Story = {
  parameters: { initialValues: { requirementsMet: true } },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent(
      '{"requirementsMet":false}',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};
