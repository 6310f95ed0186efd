/** Keys that move focus within a one-dimensional composite widget (tabs, accordion headers). */
export type RovingKey = 'next' | 'previous' | 'first' | 'last';

const HORIZONTAL_KEYS: Record<string, RovingKey> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

const VERTICAL_KEYS: Record<string, RovingKey> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

export function rovingKey(key: string, orientation: 'horizontal' | 'vertical'): RovingKey | undefined {
  return (orientation === 'horizontal' ? HORIZONTAL_KEYS : VERTICAL_KEYS)[key];
}

/**
 * The index focus moves to from `current`, skipping disabled items and wrapping at the ends (WAI-ARIA APG).
 * Returns `current` when no other item is enabled.
 */
export function nextEnabledIndex(disabled: readonly boolean[], current: number, move: RovingKey): number {
  const count = disabled.length;
  if (count === 0) return current;
  const isEnabled = (index: number) => disabled[index] !== true;
  const scan = (start: number, step: 1 | -1): number => {
    for (let offset = 0; offset < count; offset += 1) {
      const index = (((start + offset * step) % count) + count) % count;
      if (isEnabled(index)) return index;
    }
    return current;
  };
  switch (move) {
    case 'first':
      return scan(0, 1);
    case 'last':
      return scan(count - 1, -1);
    case 'next':
      return scan(current + 1, 1);
    case 'previous':
      return scan(current - 1, -1);
  }
}
