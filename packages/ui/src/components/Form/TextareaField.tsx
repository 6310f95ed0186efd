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
    <FormField {...field.frame}>
      <TextArea {...field.control} rows={rows} placeholder={placeholder} />
    </FormField>
  );
}
