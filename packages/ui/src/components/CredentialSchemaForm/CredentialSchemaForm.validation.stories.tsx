import type { Meta, StoryObj } from '@storybook/react-vite';
import { gcpSccSchema, validatorShowcaseSchema } from '@portal/fixtures/widgets/credentialSchemas';
import { expect, fn, waitFor } from 'storybook/test';
import { CredentialSchemaForm } from './CredentialSchemaForm';

const meta = {
  title: 'Forms/CredentialSchemaForm/Validation',
  component: CredentialSchemaForm,
  args: { schema: validatorShowcaseSchema, onSubmit: fn() },
} satisfies Meta<typeof CredentialSchemaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The control whose label starts with the text (labels of required fields end in a hidden '*'). */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Types into the field (a label), leaves it, and expects the message as its error. */
function expectMessage(label: string, text: string, message: string): NonNullable<Story['play']> {
  return async ({ canvas, userEvent }) => {
    const control = canvas.getByLabelText(labelled(label));
    await userEvent.click(control);
    if (text !== '') await userEvent.type(control, text);
    await userEvent.tab();
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(message);
  };
}

export const AccountNameRequired: Story = {
  play: expectMessage('Account Name', '', 'This field is required'),
};

export const Required: Story = {
  play: expectMessage('Tenant', '', 'This field is required'),
};

export const Matches: Story = {
  play: expectMessage(
    'Role ARN',
    'arn:aws:iam::1:role',
    'Enter a role ARN such as arn:aws:iam::123456789012:role/PortalReader',
  ),
};

export const OneOf: Story = {
  play: expectMessage('Region code', 'mars', 'Choose one of the options'),
};

export const Min: Story = {
  play: expectMessage('Scan interval (hours)', '0', 'Enter 1 or more'),
};

export const Max: Story = {
  play: expectMessage('Scan interval (hours)', '25', 'Enter 24 or less'),
};

export const FallbackMinLength: Story = {
  play: expectMessage('API key', 'short', 'Enter at least 16 characters'),
};

export const FallbackUrl: Story = {
  play: expectMessage('Webhook URL', 'hooks.example.com', 'Enter a valid URL'),
};

class UnreadableFile extends File {
  override text(): Promise<string> {
    return Promise.reject(new DOMException('The file could not be read.', 'NotReadableError'));
  }
}

function expectJsonError(file: File, message: RegExp | string): NonNullable<Story['play']> {
  return async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(labelled('Service account key file'));
    await userEvent.upload(input, file);
    // The browser reads the file asynchronously: until it has, the field still reports 'This field is required'.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  };
}

export const JsonSyntaxError: Story = {
  args: { schema: gcpSccSchema },
  play: expectJsonError(
    new File(['{"type": }'], 'broken.json', { type: 'application/json' }),
    /^JSON file syntax error: .+/,
  ),
};

export const JsonNotAnObject: Story = {
  args: { schema: gcpSccSchema },
  play: expectJsonError(new File(['42'], 'number.json', { type: 'application/json' }), 'Invalid JSON'),
};

export const JsonUnreadable: Story = {
  args: { schema: gcpSccSchema },
  play: expectJsonError(
    new UnreadableFile(['{}'], 'gone.json', { type: 'application/json' }),
    'Unable to read input file.',
  ),
};

export const JsonFixedByAnotherFile: Story = {
  args: { schema: gcpSccSchema },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(labelled('Service account key file'));
    await userEvent.upload(input, new File(['[1,'], 'broken.json', { type: 'application/json' }));
    await canvas.findByRole('alert');
    await userEvent.upload(input, new File(['{"type":"service_account"}'], 'sa.json', { type: 'application/json' }));
    // The browser reads the file asynchronously; the error clears once the new file has been read.
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input).toBeValid();
  },
};
