/** One choice of a select, multi-select or radio group. */
export interface FieldOption {
  value: string;
  label: string;
  /** A second line under the label (radio groups and multi-selects). */
  description?: string;
  disabled?: boolean;
}

export const FIELD_OPTION_MESSAGES = { empty: 'No suggestions', placeholder: 'Select...' } as const;

/** Options whose label contains the query, ignoring case and surrounding spaces. */
export function filterOptions<Option extends FieldOption>(options: readonly Option[], query: string): Option[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...options];
  return options.filter((option) => option.label.toLowerCase().includes(needle));
}

/** Adds the value if absent, removes it if present, keeping the options' order. */
export function toggleValue(selected: readonly string[], value: string, options: readonly FieldOption[]): string[] {
  const next = new Set(selected);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  const order = options.map((option) => option.value);
  return [...next].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** The next enabled option index from `from` in `step` direction, wrapping; -1 when none is enabled. */
export function nextEnabledIndex(options: readonly FieldOption[], from: number, step: 1 | -1): number {
  const count = options.length;
  for (let offset = 1; offset <= count; offset += 1) {
    const index = (((from + step * offset) % count) + count) % count;
    if (options[index]?.disabled !== true) return index;
  }
  return -1;
}
