/**
 * The connected-account schema as the widget reads it (portal-onboarding §3). Structural: the API's
 * CredentialSchema and Credential types fit these without @portal/ui knowing the API package.
 */
export const CREDENTIAL_FIELD_TYPES = [
  'string',
  'select',
  'checkbox',
  'json',
  'fieldchoice',
  'number',
  'textarea',
  'radio',
] as const;
export type CredentialFieldType = (typeof CREDENTIAL_FIELD_TYPES)[number];

export interface CredentialFieldValidator {
  validator_name: string;
  validator_value: string | number | boolean | readonly string[] | null;
  error_message: string | null;
}

export interface CredentialSchemaField {
  name: string;
  display_name: string;
  description: string | null;
  data_type: CredentialFieldType;
  sensitive: boolean;
  required: boolean;
  order: number;
  default: string | number | boolean | null;
  options: ReadonlyArray<{ display: string; value: string }> | null;
  validators: readonly CredentialFieldValidator[];
}

export interface CredentialFormSchema {
  /** The provider, e.g. 'azure_graph'. */
  name: string;
  display_name: string;
  fields: readonly CredentialSchemaField[];
}

export type SecretValue = string | number | boolean;

/** An existing connected account: sensitive secrets come back as null (set, but never sent to the browser). */
export interface StoredCredential {
  name: string;
  secrets: Readonly<Record<string, SecretValue | null>>;
}

/** What the form submits: the account name and only the secrets to set or change. */
export interface CredentialSubmission {
  name: string;
  secrets: Record<string, SecretValue>;
}

/**
 * A rejected submit: `onSubmit` resolves with `{ [FORM_ERROR]: { message, status } }` and the form shows it in an
 * alert above the fields (a warning for status 400, danger otherwise). `status` is null when no reply came.
 */
export interface CredentialSubmitError {
  message: string;
  status: number | null;
}
