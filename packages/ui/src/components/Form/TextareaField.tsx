import { TextArea } from './Form.styles';
import { FormField } from './FormField';
import { useFormField, type FieldBaseProps } from './useFormField';

export interface TextareaFieldProps extends FieldBaseProps<string> {
  rows?: number;
  placeholder?: string;
}

/** Multi-line text, e.g. notes or a list with one entry per line. */
export function TextareaField({ rows = 4, placeholder, ...props }: TextareaFieldProps) {
  const field = useFormField(props);
  return (
    <FormField
      label={props.label}
      hideLabel={props.hideLabel}
      description={props.description}
      required={field.required}
      status={field.status}
      ids={field.ids}
    >
      <TextArea
        {...field.input}
        {...field.aria}
        id={field.ids.control}
        rows={rows}
        placeholder={placeholder}
        disabled={props.disabled}
        data-status={field.dataStatus}
      />
    </FormField>
  );
}
