import { useCallback, useState } from 'react';

/**
 * A value the parent may own (`value` given, e.g. kept in the URL) or leave to the component (`defaultValue`).
 * `onChange` hears every change either way.
 */
export function useControllableState<Value>(
  value: Value | undefined,
  defaultValue: Value,
  onChange: ((next: Value) => void) | undefined,
): [Value, (next: Value) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: Value) => {
      if (!controlled) setInternal(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : internal, set];
}
