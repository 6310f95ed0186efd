import { z } from 'zod/mini';

export const CREDENTIAL_PURPOSES = ['log', 'scan', 'auth', 'itsm'] as const;
export const FIELD_DATA_TYPES = [
  'string',
  'select',
  'checkbox',
  'json',
  'fieldchoice',
  'number',
  'textarea',
  'radio',
] as const;
export type FieldDataType = (typeof FIELD_DATA_TYPES)[number];
export const CREDENTIAL_STATUSES = ['active', 'deactivating', 'create', 'edit', 'error'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

export const fieldValidatorSchema = z.object({
  validator_name: z.string(),
  validator_value: z.nullable(z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
  error_message: z.nullable(z.string()),
});
export type FieldValidator = z.infer<typeof fieldValidatorSchema>;

export const schemaFieldSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  description: z.nullable(z.string()),
  data_type: z.enum(FIELD_DATA_TYPES),
  sensitive: z.boolean(),
  required: z.boolean(),
  order: z.number(),
  default: z.nullable(z.union([z.string(), z.number(), z.boolean()])),
  options: z.nullable(z.array(z.object({ display: z.string(), value: z.string() }))),
  validators: z.array(fieldValidatorSchema),
});
export type SchemaField = z.infer<typeof schemaFieldSchema>;

export const credentialSchemaSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  image: z.nullable(z.string()),
  purpose: z.enum(CREDENTIAL_PURPOSES),
  setup_guide: z.nullable(z.string()),
  no_charge: z.boolean(),
  fields: z.array(schemaFieldSchema),
});
export type CredentialSchema = z.infer<typeof credentialSchemaSchema>;
export const credentialSchemasReplySchema = z.object({ schemas: z.array(credentialSchemaSchema) });
export const secretsSchemaReplySchema = z.object({ secrets: z.record(z.string(), z.array(z.string())) });

export const credentialSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  type: z.string(),
  /** Sensitive values are never sent back: the server answers them as null. */
  secrets: z.record(z.string(), z.nullable(z.union([z.string(), z.number(), z.boolean()]))),
  tokens: z.array(z.string()),
  status: z.enum(CREDENTIAL_STATUSES),
  ticket_id: z.nullable(z.number()),
});
export type Credential = z.infer<typeof credentialSchema>;
export const credentialsReplySchema = z.object({ credentials: z.array(credentialSchema) });
export const credentialReplySchema = z.object({ credential: credentialSchema });
export interface CredentialRequest {
  name: string;
  type: string;
  secrets: Record<string, string | number | boolean>;
}
export const credentialRemovedSchema = z.object({ ticket_id: z.nullable(z.number()) });
