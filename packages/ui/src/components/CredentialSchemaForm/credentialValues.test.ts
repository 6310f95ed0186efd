import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { credentialSubmission, initialCredentialValues } from './credentialValues';
import type { CredentialFormSchema, CredentialSchemaField, StoredCredential } from './types';

function field(spec: Partial<CredentialSchemaField> & Pick<CredentialSchemaField, 'name' | 'data_type'>) {
  const base: CredentialSchemaField = {
    display_name: spec.name,
    description: null,
    sensitive: false,
    required: false,
    order: 0,
    default: null,
    options: null,
    validators: [],
    ...spec,
  };
  return base;
}

const schema: CredentialFormSchema = {
  name: 'servicenow',
  display_name: 'ServiceNow',
  fields: [
    field({ name: 'instance_url', data_type: 'string', required: true, order: 0 }),
    field({
      name: 'auth_method',
      data_type: 'fieldchoice',
      required: true,
      default: 'password',
      order: 1,
      validators: [
        { validator_name: 'oneOf', validator_value: ['password', 'oauth_client_secret'], error_message: null },
      ],
    }),
    field({ name: 'password', data_type: 'string', sensitive: true, order: 2 }),
    field({ name: 'oauth_client_secret', data_type: 'string', sensitive: true, order: 3 }),
    field({ name: 'interval', data_type: 'number', default: 12, order: 4 }),
    field({ name: 'global', data_type: 'checkbox', default: true, order: 5 }),
    field({ name: 'key_file', data_type: 'json', order: 6 }),
    field({ name: 'notes', data_type: 'textarea', order: 7 }),
  ],
};

const stored: StoredCredential = {
  name: 'ServiceNow ITSM',
  secrets: {
    instance_url: 'https://acme.service-now.com',
    auth_method: 'password',
    password: null,
    interval: 6,
    global: false,
    key_file: '{"a":1}',
    notes: 'n',
  },
};

describe('initialCredentialValues', () => {
  it('fills defaults for a new account, never a sensitive field', () => {
    expect(initialCredentialValues(schema)).toEqual({
      name: undefined,
      secrets: { auth_method: 'password', interval: 12, global: true },
      keep: {},
    });
  });

  it('fills stored values on edit and ticks Use existing value for stored secrets only', () => {
    const values = initialCredentialValues(schema, stored);
    expect(values.name).toBe('ServiceNow ITSM');
    expect(values.secrets).toEqual({
      instance_url: 'https://acme.service-now.com',
      auth_method: 'password',
      interval: 6,
      global: false,
      key_file: { kind: 'loaded', fileName: undefined, text: '{"a":1}' },
      notes: 'n',
    });
    expect(values.keep).toEqual({ password: true });
  });
});

describe('credentialSubmission', () => {
  it('sends every filled-in visible field of a new account', () => {
    const values = initialCredentialValues(schema);
    const submission = credentialSubmission(schema, {
      ...values,
      name: '  ITSM ',
      secrets: {
        ...values.secrets,
        instance_url: 'https://x.service-now.com',
        password: 'p',
        oauth_client_secret: 'o',
      },
    });
    expect(submission).toEqual({
      name: 'ITSM',
      secrets: {
        instance_url: 'https://x.service-now.com',
        auth_method: 'password',
        password: 'p',
        interval: 12,
        global: true,
      },
    });
  });

  it('sends only changes on edit, keeps a kept secret, clears an emptied one', () => {
    const values = initialCredentialValues(schema, stored);
    expect(credentialSubmission(schema, values, stored)).toEqual({ name: 'ServiceNow ITSM', secrets: {} });
    const changed = credentialSubmission(
      schema,
      { ...values, secrets: { ...values.secrets, interval: 8, notes: '' }, keep: { password: false } },
      stored,
    );
    expect(changed.secrets).toEqual({ interval: 8, notes: '', password: '' });
    const newSecret = credentialSubmission(
      schema,
      { ...values, secrets: { ...values.secrets, password: 'n3w' }, keep: { password: false } },
      stored,
    );
    expect(newSecret.secrets).toEqual({ password: 'n3w' });
  });

  it('sends the dependent field of the chosen option only', () => {
    const values = initialCredentialValues(schema, stored);
    const switched = credentialSubmission(
      schema,
      { ...values, secrets: { ...values.secrets, auth_method: 'oauth_client_secret', oauth_client_secret: 's' } },
      stored,
    );
    expect(switched.secrets).toEqual({ auth_method: 'oauth_client_secret', oauth_client_secret: 's' });
  });

  it('an untouched edit form resends nothing stored, only defaults of unset fields (property)', () => {
    const storedSecrets = fc.record(
      {
        instance_url: fc.string(),
        auth_method: fc.constantFrom('password', 'oauth_client_secret'),
        password: fc.constant(null),
        interval: fc.oneof(fc.integer(), fc.constant(null)),
        global: fc.boolean(),
        key_file: fc.json(),
        notes: fc.string(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.string(), storedSecrets, (name, secrets) => {
        const credential: StoredCredential = { name, secrets };
        const submission = credentialSubmission(schema, initialCredentialValues(schema, credential), credential);
        for (const key of Object.keys(submission.secrets)) {
          const previous = Object.entries(secrets).find(([name]) => name === key)?.[1];
          expect(previous ?? null).toBeNull();
          expect(['auth_method', 'interval', 'global']).toContain(key);
        }
      }),
      { numRuns: 500 },
    );
  });
});
