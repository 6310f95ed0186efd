import { useState } from 'react';

/**
 * The same object for as long as its content stays equal, so a form's initial values do not change identity on
 * every render (which would reinitialise the form) while a real change of the data still does.
 */
export function useStableValue<T>(value: T): T {
  const [stable, setStable] = useState(value);
  if (JSON.stringify(stable) === JSON.stringify(value)) return stable;
  setStable(value);
  return value;
}
