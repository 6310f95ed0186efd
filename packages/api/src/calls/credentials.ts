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
    summary: 'Connected-account schemas',
  }),
  secretsSchema: defineCall()({
    method: 'GET',
    path: '/api/v1/credential-schema/secrets',
    reply: secretsSchemaReplySchema,
    summary: 'Which fields of each schema are secret',
  }),
  credentials: defineCall()({
    method: 'GET',
    path: '/api/v1/credentials',
    reply: credentialsReplySchema,
    summary: 'Connected accounts',
  }),
  credential: defineCall()({
    method: 'GET',
    path: '/api/v1/credentials/:uuid',
    reply: credentialReplySchema,
    summary: 'One connected account (secrets answered as null)',
  }),
  createCredential: defineCall<CredentialRequest>()({
    method: 'POST',
    path: '/api/v1/credentials',
    reply: credentialReplySchema,
    summary: 'Connect an account (pending under a ticket)',
  }),
  updateCredential: defineCall<CredentialRequest>()({
    method: 'PUT',
    path: '/api/v1/credentials/:uuid',
    reply: credentialReplySchema,
    summary: 'Edit a connected account',
  }),
  removeCredential: defineCall()({
    method: 'DELETE',
    path: '/api/v1/credentials/:uuid',
    reply: credentialRemovedSchema,
    summary: 'Remove a connected account; answers the ticket id',
  }),
};
