import { describe, expect, it } from 'vitest';
import { errorIconForStatus } from './errorIcon';

describe('errorIconForStatus', () => {
  it.each([
    [503, 'clock'],
    [504, 'clock'],
    [400, 'prohibited'],
    [404, 'search'],
    [0, 'plug'],
    [500, 'exclamation'],
    [401, 'exclamation'],
    [403, 'exclamation'],
    [502, 'exclamation'],
    [204, 'exclamation'],
    [undefined, 'exclamation'],
  ] as const)('%s → %s', (status, icon) => {
    expect(errorIconForStatus(status)).toBe(icon);
  });
});
