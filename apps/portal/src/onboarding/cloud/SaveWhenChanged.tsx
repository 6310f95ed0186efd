import { useFormState } from '@portal/ui';
import { useEffect, useRef } from 'react';

export interface SaveWhenChangedProps<Values> {
  /** The form's initial values: the section as shown, which needs no save. */
  initialValues: Values;
  /** Fields the user types into: their change is saved when the field is left, not on every key. */
  typed: readonly string[];
  onChange: (values: Values) => void;
}

/**
 * Inside a cloud part's form: hands each change to `onChange` at once (the section is saved after every change,
 * portal-onboarding §7.1) — a choice as it is made, typed text when its field is left — but never values that fail
 * their field's check, nor the values the form is (re)initialised with.
 */
export function SaveWhenChanged<Values extends object>({
  initialValues,
  typed,
  onChange,
}: SaveWhenChangedProps<Values>) {
  const { values, active, hasValidationErrors } = useFormState<Values>({
    subscription: { values: true, active: true, hasValidationErrors: true },
  });
  const last = useRef(JSON.stringify(initialValues));
  useEffect(() => {
    if ((typeof active === 'string' && typed.includes(active)) || hasValidationErrors) return;
    const now = JSON.stringify(values);
    if (now === last.current) return;
    last.current = now;
    if (now !== JSON.stringify(initialValues)) onChange(values);
  }, [values, active, hasValidationErrors, initialValues, typed, onChange]);
  return null;
}
