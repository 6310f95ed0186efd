import { FieldStatus } from './FieldStatus';
import { ChoiceInput, ChoiceRow, FieldDescription, FieldRoot, RequiredMark } from './Form.styles';
import { useFormField, type FieldBaseProps } from './useFormField';

export type CheckboxFieldProps = FieldBaseProps<boolean>;

/** One box to tick; `required` means it must be ticked. The form holds true or false. */
export function CheckboxField(props: CheckboxFieldProps) {
  const field = useFormField(props, { type: 'checkbox' });
  return (
    <FieldRoot data-portal-id="checkbox-field">
      <ChoiceRow>
        <ChoiceInput {...field.control} type="checkbox" value={undefined} />
        <span>
          {props.label}
          {field.required && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </span>
      </ChoiceRow>
      {props.description !== undefined && (
        <FieldDescription id={field.ids.description}>{props.description}</FieldDescription>
      )}
      {field.status && (
        <FieldStatus id={field.ids.status} intent={field.status.intent}>
          {field.status.message}
        </FieldStatus>
      )}
    </FieldRoot>
  );
}
