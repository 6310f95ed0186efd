import type { HTMLInputAutoCompleteAttribute } from 'react';
import { TextInput } from './Form.styles';
import { FormField } from './FormField';
import { useFormField, type FieldBaseProps } from './useFormField';

export const TEXT_FIELD_TYPES = ['text', 'email', 'password', 'url', 'search'] as const;
export type TextFieldType = (typeof TEXT_FIELD_TYPES)[number];

export interface TextFieldProps extends FieldBaseProps<string> {
  type?: TextFieldType;
  placeholder?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  maxLength?: number;
}

/** A one-line text input. Blank text is stored as undefined. */
export function TextField({ type = 'text', placeholder, autoComplete, maxLength, ...props }: TextFieldProps) {
  const field = useFormField(props);
  return (
    <FormField {...field.frame}>
      <TextInput
        {...field.control}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
      />
    </FormField>
  );
}
