import { isFieldVisible, orderedFields } from './dependentFields';
import { isJsonFileValue, type JsonFileValue } from './jsonFile';
import type {
  CredentialFormSchema,
  CredentialSchemaField,
  CredentialSubmission,
  SecretValue,
  StoredCredential,
} from './types';

/** The form's values: the account name, each field under `secrets`, and each 'Use existing value' under `keep`. */
export interface CredentialFormValues {
  name?: string;
  secrets?: Record<string, unknown>;
  keep?: Record<string, boolean>;
}

/** A sensitive secret is set when its key comes back (as null); another when it has a value. */
export function hasStoredSecret(credential: StoredCredential | undefined, field: CredentialSchemaField): boolean {
  if (credential === undefined || !Object.hasOwn(credential.secrets, field.name)) return false;
  const stored = credential.secrets[field.name];
  if (field.sensitive) return true;
  return stored !== null && stored !== undefined && !(typeof stored === 'string' && stored.trim() === '');
}

function formValueOf(field: CredentialSchemaField, value: SecretValue): unknown {
  switch (field.data_type) {
    case 'checkbox':
      return value === true || value === 'true';
    case 'number': {
      const number = typeof value === 'number' ? value : Number(value);
      return String(value).trim() !== '' && Number.isFinite(number) ? number : undefined;
    }
    case 'json': {
      const file: JsonFileValue | undefined =
        typeof value === 'string' && value !== '' ? { kind: 'loaded', fileName: undefined, text: value } : undefined;
      return file;
    }
    default:
      return String(value);
  }
}

/**
 * Initial values: the stored value (else the schema default) of every field that is not sensitive; sensitive
 * fields are never pre-filled, and on edit each stored one starts with 'Use existing value' ticked.
 */
export function initialCredentialValues(
  schema: CredentialFormSchema,
  credential?: StoredCredential,
): CredentialFormValues {
  const secrets: Record<string, unknown> = {};
  const keep: Record<string, boolean> = {};
  for (const field of schema.fields) {
    if (field.sensitive) {
      if (hasStoredSecret(credential, field)) keep[field.name] = true;
      continue;
    }
    const source = credential?.secrets[field.name] ?? field.default;
    const value = source === null ? undefined : formValueOf(field, source);
    if (value !== undefined) secrets[field.name] = value;
  }
  return { name: credential?.name, secrets, keep };
}

/** The secret a form value stands for, or undefined when nothing is entered. */
export function secretOf(field: CredentialSchemaField, value: unknown): SecretValue | undefined {
  switch (field.data_type) {
    case 'json':
      return isJsonFileValue(value) && value.kind === 'loaded' ? value.text : undefined;
    case 'checkbox':
      return value === true;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    default:
      return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  }
}

/**
 * What to send: the trimmed account name and the secrets to set. Creating sends every visible, filled-in field.
 * Editing sends only what differs from the stored account: a kept sensitive value is left out, an emptied one is
 * sent as '' (cleared). Dependent fields whose option is not chosen are never sent.
 */
export function credentialSubmission(
  schema: CredentialFormSchema,
  values: CredentialFormValues,
  credential?: StoredCredential,
): CredentialSubmission {
  const entered = values.secrets ?? {};
  const secrets: Record<string, SecretValue> = {};
  for (const field of orderedFields(schema)) {
    if (!isFieldVisible(schema, field, entered)) continue;
    const stored = hasStoredSecret(credential, field);
    if (field.sensitive && stored && values.keep?.[field.name] !== false) continue;
    const next = secretOf(field, entered[field.name]);
    if (next === undefined) {
      if (stored) secrets[field.name] = '';
      continue;
    }
    const previous = credential?.secrets[field.name];
    if (!field.sensitive && previous !== undefined && previous !== null && String(previous) === String(next)) continue;
    secrets[field.name] = next;
  }
  return { name: (values.name ?? '').trim(), secrets };
}
