import { describe, expect, it } from 'vitest';
import { completionText } from './completionText';

describe('completionText', () => {
  it.each([
    [0, 'site', undefined, 'No sites'],
    [1, 'site', undefined, '1 site'],
    [3, 'site', undefined, '3 sites'],
    [1200, 'site', undefined, '1,200 sites'],
    [0, 'address', 'addresses', 'No addresses'],
    [1, 'address', 'addresses', '1 address'],
    [2, 'address', 'addresses', '2 addresses'],
  ] as const)('%s %s → %s', (count, singular, plural, text) => {
    expect(completionText(count, singular, plural)).toBe(text);
  });
});
