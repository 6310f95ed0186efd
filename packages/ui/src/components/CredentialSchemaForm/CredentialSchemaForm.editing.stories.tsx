import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  awsCloudTrailCredential,
  awsCloudTrailSchema,
  gcpSccCredential,
  gcpSccSchema,
  serviceNowCredential,
  serviceNowSchema,
} from '@portal/fixtures/widgets/credentialSchemas';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CredentialSchemaForm } from './CredentialSchemaForm';

/** A secret's input, not the radio of the same name. */
const SECRET_INPUT = { selector: 'input[type="password"]' };

/** The input itself, not the group its label also names. */
const INPUT = { selector: 'input' };

const meta = {
  title: 'Forms/CredentialSchemaForm/Editing',
  component: CredentialSchemaForm,
  args: { schema: awsCloudTrailSchema, credential: awsCloudTrailCredential, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof CredentialSchemaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UseExistingValue: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Account Name' })).toHaveValue('Production AWS');
    await expect(canvas.getByRole('textbox', { name: 'Role ARN' })).toHaveValue(
      'arn:aws:iam::123456789012:role/PortalReader',
    );
    const secret = canvas.getByRole('group', { name: 'External ID' });
    await expect(within(secret).getByRole('checkbox', { name: 'Use existing value for External ID' })).toBeChecked();
    await expect(canvas.queryByLabelText(/^External ID/, INPUT)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const SubmitsOnlyChanges: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Home region' }), 'US West (Oregon)');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Production AWS', secrets: { region: 'us-west-2' } }),
    );
  },
};

export const ReplaceASecret: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Use existing value for External ID' }));
    const input = canvas.getByLabelText(/^External ID/, INPUT);
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('This field is required');
    await userEvent.type(input, 'ext-9001');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Production AWS', secrets: { external_id: 'ext-9001' } }),
    );
  },
};

export const SecretsNeverPrefilled: Story = {
  args: { schema: serviceNowSchema, credential: serviceNowCredential },
  play: async ({ canvas, userEvent }) => {
    const keep = canvas.getByRole('checkbox', { name: 'Use existing value for Password' });
    await userEvent.click(keep);
    await expect(canvas.getByLabelText(/^Password/, SECRET_INPUT)).toHaveValue('');
    await userEvent.click(canvas.getByRole('radio', { name: 'OAuth client secret' }));
    await expect(canvas.getByLabelText(/^OAuth client secret/, SECRET_INPUT)).toHaveValue('');
    await expect(canvas.queryByRole('checkbox', { name: 'Use existing value for OAuth client secret' })).toBeNull();
  },
};

export const StoredJsonFile: Story = {
  args: { schema: gcpSccSchema, credential: gcpSccCredential },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByLabelText(/^Service account key file/, INPUT)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Use existing value for Service account key file' }));
    await expect(canvas.getByLabelText(/^Service account key file/, INPUT)).toHaveAttribute('type', 'file');
  },
};

export const SubmitEnabledWhenValidAndChanged: Story = {
  play: async ({ canvas, userEvent }) => {
    const submit = canvas.getByRole('button', { name: 'Submit' });
    const arn = canvas.getByRole('textbox', { name: 'Role ARN' });
    await userEvent.type(arn, '!');
    await expect(submit).toBeDisabled();
    await userEvent.type(arn, '{Backspace}');
    await expect(submit).toBeDisabled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Account Name' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account Name' }), 'Prod AWS');
    await expect(submit).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<undefined>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account Name' }), ' (primary)');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const busy = await canvas.findByRole('button', { name: /Submitting\.\.\./ });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

export const CancelAsksFirst: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account Name' }), ' 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await expect(dialog).toHaveAccessibleDescription(
      'All newly entered data will be lost. Are you sure you want to leave?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
  },
};

export const CancelWithoutChanges: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Account Name' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Use existing value for External ID' })).toBeDisabled();
  },
};
