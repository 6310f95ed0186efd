import type { CredentialFormSchema, CredentialSchemaField } from './types';

/**
 * A fieldchoice field offers the values of its oneOf validator; by the demo API's convention each value is the
 * name of the dependent field that choosing it asks for (e.g. auth_method: password | oauth_client_secret).
 */
export function choiceValues(field: CredentialSchemaField): string[] {
  if (field.data_type !== 'fieldchoice') return [];
  const oneOf = field.validators.find((validator) => validator.validator_name === 'oneOf');
  const value = oneOf?.validator_value;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The fieldchoice field that names this field as one of its options, if any. */
export function controllingChoice(
  schema: CredentialFormSchema,
  field: CredentialSchemaField,
): CredentialSchemaField | undefined {
  return schema.fields.find((candidate) => choiceValues(candidate).includes(field.name));
}

/** Schema fields in their `order` (stable for equal orders). */
export function orderedFields(schema: CredentialFormSchema): CredentialSchemaField[] {
  return [...schema.fields].sort((a, b) => a.order - b.order);
}

/** A field is required by its flag or a required validator (unless the validator says false). */
export function isMarkedRequired(field: CredentialSchemaField): boolean {
  return (
    field.required ||
    field.validators.some((validator) => validator.validator_name === 'required' && validator.validator_value !== false)
  );
}

/** A dependent field shows only while its option is chosen; every other field always shows. */
export function isFieldVisible(
  schema: CredentialFormSchema,
  field: CredentialSchemaField,
  secrets: Readonly<Record<string, unknown>>,
): boolean {
  const choice = controllingChoice(schema, field);
  return choice === undefined || secrets[choice.name] === field.name;
}

/** A dependent field is required when it is chosen and the choice itself is required; others by their flag. */
export function isFieldRequired(
  schema: CredentialFormSchema,
  field: CredentialSchemaField,
  secrets: Readonly<Record<string, unknown>>,
): boolean {
  const choice = controllingChoice(schema, field);
  if (choice === undefined) return isMarkedRequired(field);
  return secrets[choice.name] === field.name && (isMarkedRequired(choice) || isMarkedRequired(field));
}

/** Select and radio options; the 'gcc' environment is hidden for the azure_graph provider (portal-onboarding §3). */
export function visibleOptions(schema: CredentialFormSchema, field: CredentialSchemaField) {
  const options = field.options ?? [];
  return schema.name === 'azure_graph' ? options.filter((option) => option.value !== 'gcc') : [...options];
}
