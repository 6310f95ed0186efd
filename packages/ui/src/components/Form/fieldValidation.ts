/** What a field says under its control, and when it says it (portal-onboarding §5: only after it is touched). */
export const FIELD_STATUS_INTENTS = ['error', 'warning', 'success'] as const;
export type FieldStatusIntent = (typeof FIELD_STATUS_INTENTS)[number];

export interface FieldStatusValue {
  intent: FieldStatusIntent;
  message: string;
}

export const FORM_MESSAGES = {
  required: 'Field is required',
} as const;

/** The values of a whole form, as field validators receive them. */
export type FormValues = Record<string, unknown>;

/** A field-level validator: the error message, or undefined when the value is acceptable. */
export type FieldValidate<Value> = (value: Value | undefined, allValues: FormValues) => string | undefined;

/** Nothing entered: undefined, null, blank text, an empty list or an unticked box. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The first message of several validators, run in order. */
export function composeValidators<Value>(
  ...validators: ReadonlyArray<FieldValidate<Value> | undefined>
): FieldValidate<Value> {
  return (value, allValues) => {
    for (const validate of validators) {
      const message = validate?.(value, allValues);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

export interface FieldStatusInput {
  touched: boolean;
  /** final-form's meta.error (a message string, or anything else for "no message"). */
  error: unknown;
  /** final-form's meta.submitError: shown until the field changes again. */
  submitError: unknown;
  dirtySinceLastSubmit: boolean;
  warning: string | undefined;
  success: string | undefined;
  blank: boolean;
}

const messageOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** Error before warning before success; nothing until the field has been touched. */
export function resolveFieldStatus(input: FieldStatusInput): FieldStatusValue | undefined {
  if (!input.touched) return undefined;
  const error = messageOf(input.error) ?? (input.dirtySinceLastSubmit ? undefined : messageOf(input.submitError));
  if (error !== undefined) return { intent: 'error', message: error };
  if (input.warning !== undefined) return { intent: 'warning', message: input.warning };
  if (input.success !== undefined && !input.blank) return { intent: 'success', message: input.success };
  return undefined;
}

/** List equality for multi-value fields, so a list put back as it was is not "dirty". */
export function sameList(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return a === b || (isBlank(a) && isBlank(b));
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
