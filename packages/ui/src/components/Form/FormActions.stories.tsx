import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { StoryForm } from '../../storyHelpers/StoryForm';
import { FormActions } from './FormActions';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/FormActions',
  component: FormActions,
  args: { onCancel: fn(), onSaved: fn() },
  render: (args) => (
    <StoryForm actions={<FormActions {...args} />} saveDelay={200}>
      <TextField name="firstName" label="First Name" required requiredMessage="Enter a first name" />
    </StoryForm>
  ),
  parameters: {
    controls: { include: ['saveAndAdd', 'cancelLabel', 'saveLabel', 'saveAndAddLabel', 'savingLabel'] },
    docs: {
      description: {
        component:
          "Cancel, 'Save & Add' (add screens only) and Save at the foot of a `Form` (portal-onboarding §2.3). The save buttons are disabled until the form is changed and valid; the pressed one reads 'Saving...' while the form submits. Save is the form's default button (Enter in a field saves). 'Save & Add' empties the form after a successful save for the next entry. `onSaved(intent)` tells the app which one succeeded, e.g. to leave the page after Save; Cancel only calls `onCancel` (ask with useUnsavedChangesGuard first), and is unavailable while the form saves (leaving would not stop the save).",
      },
    },
  },
} satisfies Meta<typeof FormActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Dana');
    await expect(save).toBeEnabled();
    // 'Saving...' while the save is on its way is the Saving story's (its save never ends): this 200 ms save can end
    // before a loaded machine's click returns (a fresh-clone CI run found the label gone).
    await userEvent.click(save);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('save'));
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent('{"firstName":"Dana"}');
  },
};

export const Playground: Story = {
  args: { saveAndAdd: true, saveLabel: 'Save Contact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save & Add' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save Contact' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};
