import { useId } from 'react';
import { useField } from 'react-final-form';
import { CheckboxField } from '../Form';
import { VisuallyHidden } from '../VisuallyHidden';
import { isMarkedRequired } from './dependentFields';
import { RequiredMark, SecretDescription, SecretGroup, SecretLabel } from './CredentialSchemaForm.styles';
import { SchemaFieldControl, type SchemaFieldControlProps } from './SchemaFieldControl';

export const USE_EXISTING_VALUE = 'Use existing value';

/**
 * A sensitive field of a stored account: 'Use existing value' (ticked at first) keeps the secret, which the browser
 * never has; unticking reveals an empty input for a new one.
 */
export function KeptSecretField({ schema, field, disabled }: SchemaFieldControlProps) {
  const keepName = `keep.${field.name}`;
  const { input } = useField<boolean>(keepName, { type: 'checkbox', subscription: { value: true } });
  const keep = input.checked === true;
  const captionId = useId();
  return (
    <SecretGroup role="group" aria-labelledby={captionId} data-portal-id="kept-secret">
      <SecretLabel id={captionId}>
        {field.display_name}
        {isMarkedRequired(field) && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </SecretLabel>
      {field.description !== null && <SecretDescription>{field.description}</SecretDescription>}
      <CheckboxField
        name={keepName}
        label={
          <>
            {USE_EXISTING_VALUE}
            <VisuallyHidden> for {field.display_name}</VisuallyHidden>
          </>
        }
        disabled={disabled}
      />
      {!keep && <SchemaFieldControl schema={schema} field={field} hideLabel disabled={disabled} />}
    </SecretGroup>
  );
}
