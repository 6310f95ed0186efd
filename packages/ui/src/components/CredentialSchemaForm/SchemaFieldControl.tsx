import { useMemo } from 'react';
import {
  CheckboxField,
  NumberField,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
  type FormValues,
} from '../Form';
import { choiceValues, controllingChoice, isFieldRequired, isMarkedRequired, visibleOptions } from './dependentFields';
import { JsonFileField } from './JsonFileField';
import { buildSchemaValidator, requiredMessage } from './schemaValidators';
import type { CredentialFormSchema, CredentialSchemaField } from './types';

export interface SchemaFieldControlProps {
  schema: CredentialFormSchema;
  field: CredentialSchemaField;
  /** Set when a visible heading (the stored-secret group) already names the field. */
  hideLabel?: boolean;
  disabled?: boolean;
}

const secretsOf = (values: FormValues): Record<string, unknown> => {
  const secrets = values.secrets;
  return typeof secrets === 'object' && secrets !== null ? { ...secrets } : {};
};

/** One schema field as the kit's field for its data type, registered as `secrets.<name>`. */
export function SchemaFieldControl({ schema, field, hideLabel, disabled }: SchemaFieldControlProps) {
  const validate = useMemo(() => buildSchemaValidator(field), [field]);
  const dependent = controllingChoice(schema, field) !== undefined;
  const common = {
    name: `secrets.${field.name}`,
    label: field.display_name,
    hideLabel,
    description: hideLabel === true ? undefined : (field.description ?? undefined),
    required: dependent
      ? (values: FormValues) => isFieldRequired(schema, field, secretsOf(values))
      : isMarkedRequired(field),
    requiredMessage: requiredMessage(field),
    validate,
    disabled,
  };
  const options = visibleOptions(schema, field).map((option) => ({ value: option.value, label: option.display }));

  switch (field.data_type) {
    case 'string':
      return (
        <TextField
          {...common}
          type={field.sensitive ? 'password' : 'text'}
          autoComplete="off"
          placeholder={field.sensitive ? 'Enter a new value' : undefined}
        />
      );
    case 'textarea':
      return <TextareaField {...common} />;
    case 'number':
      return <NumberField {...common} />;
    case 'select':
      return <SelectField {...common} options={options} />;
    case 'radio':
      return <RadioGroupField {...common} options={options} />;
    case 'fieldchoice': {
      const choices = choiceValues(field).map((value) => ({
        value,
        label: schema.fields.find((candidate) => candidate.name === value)?.display_name ?? value,
      }));
      return <RadioGroupField {...common} options={choices} />;
    }
    case 'checkbox':
      // A checkbox always holds a value (true or false), so "required" never blocks it, as on the server.
      return <CheckboxField {...common} required={false} />;
    case 'json':
      return <JsonFileField {...common} />;
  }
}
