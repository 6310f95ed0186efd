import { useFormState } from '@portal/ui';
import { useEffect, useRef } from 'react';

export interface SaveOnChangeProps<Values> {
  /** The form's initial values: the saved state, which needs no save. */
  initialValues: Values;
  onChange: (values: Values) => void;
}

/**
 * Inside a selector's form: hands each value the user picks to `onChange` at once (the selectors save immediately),
 * but not the values the form is (re)initialised with.
 */
export function SaveOnChange<Values extends object>({ initialValues, onChange }: SaveOnChangeProps<Values>) {
  const { values } = useFormState<Values>({ subscription: { values: true } });
  const last = useRef(JSON.stringify(initialValues));
  useEffect(() => {
    const now = JSON.stringify(values);
    if (now === last.current) return;
    last.current = now;
    if (now !== JSON.stringify(initialValues)) onChange(values);
  }, [values, initialValues, onChange]);
  return null;
}
