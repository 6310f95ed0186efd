import { useId, type ReactNode } from 'react';
import { useField, useFormState, type FieldInputProps } from 'react-final-form';
import {
  isBlank,
  resolveFieldStatus,
  FORM_MESSAGES,
  type FieldStatusValue,
  type FieldValidate,
  type FormValues,
} from './fieldValidation';

/** What every field of the kit takes. */
export interface FieldBaseProps<Value> {
  /** The form value the field reads and writes (react-final-form field name). */
  name: string;
  label: ReactNode;
  /** Keeps the label for assistive technology only, where a visible heading already names the field. */
  hideLabel?: boolean;
  /** Help under the label; the control's description. */
  description?: ReactNode;
  /** Marks the field (and aria-required) and rejects a blank value; a function decides from the form's values. */
  required?: boolean | ((values: FormValues) => boolean);
  /** The message for a blank required field. Default 'Field is required'. */
  requiredMessage?: string;
  /** Further checks, run after the required check; answers the error message. */
  validate?: FieldValidate<Value>;
  /** A warning that does not block submitting (shown when there is no error). */
  warn?: (value: Value | undefined) => string | undefined;
  /** Shown once the touched field holds a valid, non-blank value. */
  successMessage?: string;
  disabled?: boolean;
}

export interface FormFieldConfig<Value> {
  type?: 'checkbox' | 'radio';
  /** The radio's own value. */
  value?: string;
  parse?: (value: unknown) => Value | undefined;
  format?: (value: Value | undefined) => unknown;
  /** Applies `format` to the stored value on blur (and before submit) instead of on every render. */
  formatOnBlur?: boolean;
  isEqual?: (a: unknown, b: unknown) => boolean;
  /** Overrides what counts as blank for the required check. */
  blank?: (value: Value | undefined) => boolean;
}

export interface FormFieldState<Value> {
  input: FieldInputProps<Value | undefined>;
  status: FieldStatusValue | undefined;
  required: boolean;
  ids: { control: string; label: string; description: string; status: string };
  /** The ARIA attributes of the control: description and status, invalid, required. */
  aria: {
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
    'aria-required': true | undefined;
  };
  /** data-status for the control's border colour. */
  dataStatus: FieldStatusValue['intent'] | undefined;
  /** Everything `FormField` takes but its children: `<FormField {...field.frame}>`. */
  frame: {
    label: ReactNode;
    hideLabel: boolean | undefined;
    description: ReactNode;
    required: boolean;
    status: FieldStatusValue | undefined;
    ids: FormFieldState<Value>['ids'];
  };
  /** What every native control of the kit takes: the final-form input, its ARIA, id, disabled and data-status. */
  control: FieldInputProps<Value | undefined> &
    FormFieldState<Value>['aria'] & {
      id: string;
      disabled: boolean | undefined;
      'data-status': FieldStatusValue['intent'] | undefined;
    };
}

/** One field of a react-final-form form: registration, the required check, and the status shown after touch. */
export function useFormField<Value>(props: FieldBaseProps<Value>, config: FormFieldConfig<Value> = {}) {
  const { name, required = false, requiredMessage = FORM_MESSAGES.required, validate, warn, successMessage } = props;
  const blank = config.blank ?? isBlank;
  const ids = { control: useId(), label: useId(), description: useId(), status: useId() };
  const dynamicRequired = typeof required === 'function';
  // Only a required-function needs the form's values, so only then does the field re-render on every change.
  const formState = useFormState({ subscription: { values: dynamicRequired } });

  const { input, meta } = useField<Value | undefined>(name, {
    type: config.type,
    value: config.value,
    parse: config.parse,
    format: config.format,
    formatOnBlur: config.formatOnBlur,
    isEqual: config.isEqual,
    validate: (value: Value | undefined, allValues: object) => {
      const all: FormValues = { ...allValues };
      const isRequired = typeof required === 'function' ? required(all) : required;
      if (isRequired && blank(value)) return requiredMessage;
      return validate?.(value, all);
    },
  });

  const isRequired = typeof required === 'function' ? required(formState.values) : required;
  const value = input.value;
  const status = resolveFieldStatus({
    touched: meta.touched === true,
    error: meta.error,
    submitError: meta.submitError,
    dirtySinceLastSubmit: meta.dirtySinceLastSubmit === true,
    warning: warn?.(value),
    success: successMessage,
    blank: blank(value),
  });
  const describedBy = [props.description === undefined ? undefined : ids.description, status && ids.status]
    .filter((id) => id !== undefined)
    .join(' ');

  const aria: FormFieldState<Value>['aria'] = {
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    'aria-invalid': status?.intent === 'error' ? true : undefined,
    'aria-required': isRequired ? true : undefined,
  };
  const state: FormFieldState<Value> = {
    input,
    status,
    required: isRequired,
    ids,
    aria,
    dataStatus: status?.intent,
    frame: {
      label: props.label,
      hideLabel: props.hideLabel,
      description: props.description,
      required: isRequired,
      status,
      ids,
    },
    control: { ...input, ...aria, id: ids.control, disabled: props.disabled, 'data-status': status?.intent },
  };
  return state;
}
