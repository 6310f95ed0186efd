import { TextInput } from './Form.styles';
import { FormField } from './FormField';
import { useFormField, type FieldBaseProps } from './useFormField';

export interface NumberFieldProps extends FieldBaseProps<number> {
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
}

/** Text of a number input becomes a number (blank becomes undefined). */
export function parseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

const formatNumber = (value: number | undefined): string => (value === undefined ? '' : String(value));

/** A number input; the form holds a number. */
export function NumberField({ min, max, step, placeholder, ...props }: NumberFieldProps) {
  const field = useFormField(props, { parse: parseNumber, format: formatNumber });
  return (
    <FormField {...field.frame}>
      <TextInput {...field.control} type="number" min={min} max={max} step={step} placeholder={placeholder} />
    </FormField>
  );
}
