import { describe, expect, it } from 'vitest';
import { ipListCountText } from './ipListCount';

describe('ipListCountText', () => {
  it('counts the entries the validator reads, not the lines', () => {
    expect(ipListCountText(undefined)).toBe('0 entries');
    expect(ipListCountText(' , \n')).toBe('0 entries');
    expect(ipListCountText('203.0.113.5')).toBe('1 entry');
    expect(ipListCountText('203.0.113.5, 198.51.100.0/24\n198.51.100.7-198.51.100.9\n')).toBe('3 entries');
  });
});
