import { describe, expect, it } from 'vitest';
import { nextIndexForKey } from './seriesNavigation';

describe('nextIndexForKey', () => {
  it.each([
    ['ArrowRight', 4, 5],
    ['ArrowUp', 4, 5],
    ['ArrowLeft', 4, 3],
    ['ArrowDown', 4, 3],
    ['PageUp', 4, 9],
    ['PageDown', 4, 0],
    ['Home', 4, 0],
    ['End', 4, 9],
    ['ArrowRight', 9, 9],
    ['ArrowLeft', 0, 0],
  ])('%s from %i → %i of 10', (key, current, expected) => {
    expect(nextIndexForKey(key, current, 10, 5)).toBe(expected);
  });

  it('ignores other keys and empty series', () => {
    expect(nextIndexForKey('Enter', 3, 10)).toBeUndefined();
    expect(nextIndexForKey('ArrowRight', 0, 0)).toBeUndefined();
  });
});
