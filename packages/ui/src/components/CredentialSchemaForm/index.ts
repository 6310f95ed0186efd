export { CredentialSchemaForm, type CredentialSchemaFormProps } from './CredentialSchemaForm';
export {
  CREDENTIAL_FIELD_TYPES,
  type CredentialFieldType,
  type CredentialFieldValidator,
  type CredentialFormSchema,
  type CredentialSchemaField,
  type CredentialSubmission,
  type CredentialSubmitError,
  type SecretValue,
  type StoredCredential,
} from './types';
export { CREDENTIAL_MESSAGES, SUPPORTED_VALIDATORS } from './schemaValidators';
export { JSON_FILE_MESSAGES } from './jsonFile';
