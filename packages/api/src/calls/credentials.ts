import { defineCall } from '../defineCall';
import {
  credentialRemovedSchema,
  credentialReplySchema,
  credentialSchemasReplySchema,
  credentialsReplySchema,
  secretsSchemaReplySchema,
  type CredentialRequest,
} from '../schemas/credentials';

export const credentialCalls = {
  credentialSchemas: defineCall()({
    method: 'GET',
    path: '/api/v1/credential-schema',
    reply: credentialSchemasReplySchema,
  }),
  secretsSchema: defineCall()({
    method: 'GET',
    path: '/api/v1/credential-schema/secrets',
    reply: secretsSchemaReplySchema,
  }),
  credentials: defineCall()({
    method: 'GET',
    path: '/api/v1/credentials',
    reply: credentialsReplySchema,
  }),
  credential: defineCall()({
    method: 'GET',
    path: '/api/v1/credentials/:uuid',
    reply: credentialReplySchema,
  }),
  createCredential: defineCall<CredentialRequest>()({
    method: 'POST',
    path: '/api/v1/credentials',
    reply: credentialReplySchema,
  }),
  updateCredential: defineCall<CredentialRequest>()({
    method: 'PUT',
    path: '/api/v1/credentials/:uuid',
    reply: credentialReplySchema,
  }),
  removeCredential: defineCall()({
    method: 'DELETE',
    path: '/api/v1/credentials/:uuid',
    reply: credentialRemovedSchema,
  }),
};
