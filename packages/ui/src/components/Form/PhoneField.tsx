import type { CountryCode } from 'libphonenumber-js';
import { TextInput } from './Form.styles';
import { FormField } from './FormField';
import { composeValidators } from './fieldValidation';
import { DEFAULT_PHONE_COUNTRY, normalisePhone, validatePhone } from './phone';
import { useFormField, type FieldBaseProps } from './useFormField';

export interface PhoneFieldProps extends FieldBaseProps<string> {
  /** The country of numbers typed without '+'. Default US. */
  defaultCountry?: CountryCode;
  placeholder?: string;
}

/**
 * A phone number. The user types it in any common way; on blur (and before submit) a valid number is stored in
 * international E.164 form, e.g. '(202) 555-0143' becomes '+12025550143'. Invalid text is kept as typed and shows
 * 'Enter a valid phone number'.
 */
export function PhoneField({ defaultCountry = DEFAULT_PHONE_COUNTRY, placeholder, ...props }: PhoneFieldProps) {
  const field = useFormField(
    { ...props, validate: composeValidators((value) => validatePhone(value, defaultCountry), props.validate) },
    {
      formatOnBlur: true,
      format: (value) => (value === undefined ? undefined : (normalisePhone(value, defaultCountry) ?? value)),
    },
  );
  return (
    <FormField {...field.frame}>
      <TextInput
        {...field.control}
        value={field.input.value ?? ''}
        type="tel"
        autoComplete="tel"
        placeholder={placeholder}
      />
    </FormField>
  );
}
