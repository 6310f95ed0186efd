import { NativeSelect } from './Form.styles';
import { FormField } from './FormField';
import { FIELD_OPTION_MESSAGES, type FieldOption } from './options';
import { useFormField, type FieldBaseProps } from './useFormField';

export interface SelectFieldProps extends FieldBaseProps<string> {
  options: readonly FieldOption[];
  /** The first, empty choice. Default 'Select...'. */
  placeholder?: string;
  /** Shown as the only choice when there are no options. Default 'No suggestions'. */
  emptyText?: string;
}

const parseChoice = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A single choice from a short list: a native select, so keyboard and screen readers work as everywhere. */
export function SelectField({
  options,
  placeholder = FIELD_OPTION_MESSAGES.placeholder,
  emptyText = FIELD_OPTION_MESSAGES.empty,
  ...props
}: SelectFieldProps) {
  const field = useFormField(props, { parse: parseChoice });
  const empty = options.length === 0;
  return (
    <FormField {...field.frame}>
      <NativeSelect {...field.control}>
        <option value="">{empty ? emptyText : placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
