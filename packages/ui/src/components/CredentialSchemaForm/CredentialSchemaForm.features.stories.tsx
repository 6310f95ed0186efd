import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  awsCloudTrailSchema,
  azureGraphSchema,
  duoSchema,
  gcpSccSchema,
  oktaSchema,
  serviceNowSchema,
} from '@portal/fixtures/widgets/credentialSchemas';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CredentialSchemaForm } from './CredentialSchemaForm';

/** A secret's input, not the radio of the same name. */
const SECRET_INPUT = { selector: 'input[type="password"]' };

const meta = {
  title: 'Forms/CredentialSchemaForm/Features',
  component: CredentialSchemaForm,
  args: { schema: awsCloudTrailSchema, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof CredentialSchemaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountNameFirst: Story = {
  args: { schema: duoSchema },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const name = canvas.getByRole('textbox', { name: 'Account Name' });
    await expect(name).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Integration key' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Secret key/)).toHaveFocus();
  },
};

export const StringField: Story = {
  args: { schema: duoSchema },
  play: async ({ canvas, userEvent }) => {
    const key = canvas.getByRole('textbox', { name: 'Integration key' });
    await userEvent.type(key, 'DIWJ8X6AEYOR5OMC6TQ1');
    await userEvent.tab();
    await expect(key).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText(/^Secret key/)).toHaveAttribute('type', 'password');
  },
};

export const SelectField: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account Name' }), 'EU AWS');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Role ARN' }), 'arn:aws:iam::123456789012:role/R');
    await userEvent.type(canvas.getByLabelText(/^External ID/), 'x1');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Home region' }), 'Europe (Ireland)');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'EU AWS',
        secrets: {
          role_arn: 'arn:aws:iam::123456789012:role/R',
          external_id: 'x1',
          region: 'eu-west-1',
          include_global_events: true,
        },
      }),
    );
  },
};

export const CheckboxField: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account Name' }), 'AWS');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Role ARN' }), 'arn:aws:iam::123456789012:role/R');
    await userEvent.type(canvas.getByLabelText(/^External ID/), 'x1');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include global service events' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'AWS',
        secrets: {
          role_arn: 'arn:aws:iam::123456789012:role/R',
          external_id: 'x1',
          region: 'us-east-1',
          include_global_events: false,
        },
      }),
    );
  },
};

export const JsonField: Story = {
  args: { schema: gcpSccSchema },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account Name' }), 'Analytics GCP');
    const key = '{"type":"service_account","project_id":"analytics"}';
    await userEvent.upload(
      canvas.getByLabelText(/^Service account key file/),
      new File([key], 'sa.json', { type: 'application/json' }),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Organization ID' }), '123456789012');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Analytics GCP',
        secrets: { service_account: key, organization_id: '123456789012', scan_interval_hours: 12 },
      }),
    );
  },
};

export const NumberField: Story = {
  args: { schema: gcpSccSchema },
  play: async ({ canvas, userEvent }) => {
    const hours = canvas.getByRole('spinbutton', { name: 'Scan interval (hours)' });
    await expect(hours).toHaveValue(12);
    await userEvent.clear(hours);
    await userEvent.type(hours, '30');
    await userEvent.tab();
    await expect(hours).toHaveAccessibleDescription('Enter 24 or less');
  },
};

export const TextareaField: Story = {
  args: { schema: serviceNowSchema },
  play: async ({ canvas, userEvent }) => {
    const mapping = canvas.getByRole('textbox', { name: 'Priority mapping' });
    await expect(mapping).toHaveAccessibleDescription('One mapping per line, such as critical=1.');
    await userEvent.type(mapping, 'critical=1{Enter}high=2');
    await expect(mapping).toHaveValue('critical=1\nhigh=2');
  },
};

export const RadioField: Story = {
  args: { schema: oktaSchema },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Sign-in mode' });
    await expect(within(group).getByRole('radio', { name: 'Service provider initiated' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Identity provider initiated' }));
    await expect(within(group).getByRole('radio', { name: 'Identity provider initiated' })).toBeChecked();
  },
};

export const FieldChoiceDependentField: Story = {
  args: { schema: serviceNowSchema },
  play: async ({ canvas, userEvent }) => {
    const choice = canvas.getByRole('radiogroup', { name: 'Authentication' });
    await expect(within(choice).getByRole('radio', { name: 'Password' })).toBeChecked();
    await expect(canvas.getByLabelText(/^Password/, SECRET_INPUT)).toHaveAttribute('aria-required', 'true');
    await expect(canvas.queryByLabelText(/^OAuth client secret/, SECRET_INPUT)).not.toBeInTheDocument();
    await userEvent.click(within(choice).getByRole('radio', { name: 'OAuth client secret' }));
    const secret = canvas.getByLabelText(/^OAuth client secret/, SECRET_INPUT);
    await expect(secret).toHaveAttribute('aria-required', 'true');
    await expect(canvas.queryByLabelText(/^Password/, SECRET_INPUT)).not.toBeInTheDocument();
    await userEvent.click(secret);
    await userEvent.tab();
    await expect(secret).toHaveAccessibleDescription('This field is required');
  },
};

export const FieldChoiceSubmitsChosenField: Story = {
  args: { schema: serviceNowSchema },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account Name' }), 'ITSM');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Instance URL' }), 'https://acme.service-now.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Integration user' }), 'svc');
    await userEvent.type(canvas.getByLabelText(/^Password/, SECRET_INPUT), 'pw');
    await userEvent.click(canvas.getByRole('radio', { name: 'OAuth client secret' }));
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^OAuth client secret/, SECRET_INPUT), 'oauth-s3cret');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'ITSM',
        secrets: {
          instance_url: 'https://acme.service-now.com',
          username: 'svc',
          auth_method: 'oauth_client_secret',
          oauth_client_secret: 'oauth-s3cret',
        },
      }),
    );
  },
};

export const GccHiddenForAzureGraph: Story = {
  args: { schema: azureGraphSchema },
  play: async ({ canvas }) => {
    const environment = canvas.getByRole('combobox', { name: 'Cloud environment' });
    const options = within(environment)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual(['Select...', 'Commercial', 'GCC High']);
  },
};
