import type { Meta, StoryObj } from '@storybook/react-vite';
import { awsCloudTrailSchema, credentialSchemas, serviceNowSchema } from '@portal/fixtures/widgets/credentialSchemas';
import { expect, fn, waitFor } from 'storybook/test';
import { CredentialSchemaForm } from './CredentialSchemaForm';
import { CREDENTIAL_MESSAGES } from './schemaValidators';
import { JSON_FILE_MESSAGES } from './jsonFile';

const fallbacks = [
  `required: '${CREDENTIAL_MESSAGES.required}'`,
  `matches: '${CREDENTIAL_MESSAGES.matches}'`,
  `oneOf: '${CREDENTIAL_MESSAGES.oneOf}'`,
  `notOneOf: '${CREDENTIAL_MESSAGES.notOneOf}'`,
  `min/max on a number: '${CREDENTIAL_MESSAGES.minNumber(1)}' / '${CREDENTIAL_MESSAGES.maxNumber(24)}'`,
  `min/max on text (length): '${CREDENTIAL_MESSAGES.minLength(8)}' / '${CREDENTIAL_MESSAGES.maxLength(64)}'`,
  `length: '${CREDENTIAL_MESSAGES.length(20)}'`,
  `email: '${CREDENTIAL_MESSAGES.email}'`,
  `url: '${CREDENTIAL_MESSAGES.url}'`,
  `integer: '${CREDENTIAL_MESSAGES.integer}'`,
].join('; ');

const meta = {
  title: 'Forms/CredentialSchemaForm',
  component: CredentialSchemaForm,
  args: { schema: awsCloudTrailSchema, onSubmit: fn(), onCancel: fn() },
  argTypes: {
    schema: {
      control: 'select',
      options: credentialSchemas.map((schema) => schema.name),
      mapping: Object.fromEntries(credentialSchemas.map((schema) => [schema.name, schema])),
    },
  },
  parameters: {
    controls: { include: ['schema', 'submitLabel', 'disabled'] },
    docs: {
      description: {
        component: [
          "The account-information step of connecting an account: 'Account Name' (field `name`) first, then the schema's fields in `order` by data type — string, textarea, number, select, radio, checkbox, json (a file read in the browser) and fieldchoice (a radio choice whose chosen option names the dependent field it makes required; the other dependent fields are hidden). The 'gcc' option is hidden for the azure_graph provider.",
          "Validation: a required field says 'This field is required' (or its required validator's message); the schema's validators run in order with their own `error_message`. Without one they fall back to: " +
            fallbacks +
            '. Validators of other names are ignored (the server checks them). A JSON file must hold an object or array: ' +
            `'${JSON_FILE_MESSAGES.invalid}', '${JSON_FILE_MESSAGES.syntax('{detail}')}' with the parser's message, or '${JSON_FILE_MESSAGES.unreadable}'.`,
          "Secrets: sensitive fields are never pre-filled. Editing (`credential`), each stored one shows 'Use existing value', ticked, which keeps the secret; unticking reveals an empty input. Submit is enabled once the form is valid and changed; `onSubmit` gets `{ name, secrets }` with only the secrets to set or change (an emptied stored value is sent as ''). Cancel asks before unsaved changes are lost.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof CredentialSchemaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account Name' }), 'Production AWS');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Role ARN' }),
      'arn:aws:iam::123456789012:role/PortalReader',
    );
    await userEvent.type(canvas.getByLabelText(/^External ID/), 'ext-7731');
    await expect(canvas.getByRole('combobox', { name: 'Home region' })).toHaveDisplayValue('US East (N. Virginia)');
    await expect(canvas.getByRole('checkbox', { name: 'Include global service events' })).toBeChecked();
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Production AWS',
        secrets: {
          role_arn: 'arn:aws:iam::123456789012:role/PortalReader',
          external_id: 'ext-7731',
          region: 'us-east-1',
          include_global_events: true,
        },
      }),
    );
  },
};

export const Playground: Story = {
  args: { schema: serviceNowSchema, submitLabel: 'Connect' },
  play: async ({ canvas }) => {
    const fields = canvas.getAllByRole('textbox').map((box) => box.getAttribute('name'));
    await expect(fields[0]).toBe('name');
    await expect(canvas.getByRole('radiogroup', { name: 'Authentication' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect' })).toBeDisabled();
  },
};
