import { describe, expect, it } from 'vitest';
import {
  choiceValues,
  controllingChoice,
  isFieldRequired,
  isFieldVisible,
  isMarkedRequired,
  orderedFields,
  visibleOptions,
} from './dependentFields';
import type { CredentialFormSchema, CredentialSchemaField } from './types';

function field(spec: Partial<CredentialSchemaField> & Pick<CredentialSchemaField, 'name'>): CredentialSchemaField {
  return {
    display_name: spec.name,
    description: null,
    data_type: 'string',
    sensitive: false,
    required: false,
    order: 0,
    default: null,
    options: null,
    validators: [],
    ...spec,
  };
}

const choice = field({
  name: 'auth_method',
  data_type: 'fieldchoice',
  required: true,
  order: 1,
  validators: [{ validator_name: 'oneOf', validator_value: ['password', 'token'], error_message: null }],
});
const password = field({ name: 'password', sensitive: true, order: 2 });
const token = field({ name: 'token', sensitive: true, order: 3 });
const user = field({ name: 'user', required: true, order: 0 });
const schema: CredentialFormSchema = { name: 'itsm', display_name: 'ITSM', fields: [token, password, choice, user] };

describe('dependent fields', () => {
  it("reads a fieldchoice's options from its oneOf validator", () => {
    expect(choiceValues(choice)).toEqual(['password', 'token']);
    expect(choiceValues(user)).toEqual([]);
    expect(controllingChoice(schema, token)).toBe(choice);
    expect(controllingChoice(schema, user)).toBeUndefined();
  });

  it('shows and requires only the chosen dependent field', () => {
    const secrets = { auth_method: 'token' };
    expect(isFieldVisible(schema, token, secrets)).toBe(true);
    expect(isFieldVisible(schema, password, secrets)).toBe(false);
    expect(isFieldVisible(schema, user, secrets)).toBe(true);
    expect(isFieldRequired(schema, token, secrets)).toBe(true);
    expect(isFieldRequired(schema, password, secrets)).toBe(false);
    expect(isFieldRequired(schema, user, {})).toBe(true);
  });

  it('does not require the dependent field of an optional choice', () => {
    const optional = { ...schema, fields: schema.fields.map((f) => (f === choice ? { ...f, required: false } : f)) };
    const optionalChoice = optional.fields.find((f) => f.name === 'auth_method');
    expect(optionalChoice?.required).toBe(false);
    expect(isFieldRequired(optional, token, { auth_method: 'token' })).toBe(false);
  });

  it('knows required from the flag or a required validator', () => {
    expect(isMarkedRequired(field({ name: 'a', required: true }))).toBe(true);
    const byValidator = field({
      name: 'b',
      validators: [{ validator_name: 'required', validator_value: true, error_message: null }],
    });
    expect(isMarkedRequired(byValidator)).toBe(true);
    expect(isMarkedRequired(field({ name: 'c' }))).toBe(false);
  });

  it('orders fields by order', () => {
    expect(orderedFields(schema).map((f) => f.name)).toEqual(['user', 'auth_method', 'password', 'token']);
  });

  it("hides the 'gcc' option for azure_graph only", () => {
    const environment = field({
      name: 'environment',
      data_type: 'select',
      options: [
        { display: 'Commercial', value: 'commercial' },
        { display: 'GCC', value: 'gcc' },
      ],
    });
    const azure: CredentialFormSchema = { name: 'azure_graph', display_name: 'Entra ID', fields: [environment] };
    expect(visibleOptions(azure, environment).map((o) => o.value)).toEqual(['commercial']);
    expect(visibleOptions({ ...azure, name: 'other' }, environment).map((o) => o.value)).toEqual(['commercial', 'gcc']);
  });
});
