import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adcChange, adcCount, hasControllers, SITE_MESSAGES, uniqueSiteName } from './siteRules';

describe('unique site names', () => {
  it('refuses a name another site has, ignoring case and spaces', () => {
    expect(uniqueSiteName(' head office ', ['Head Office', 'Data Center'])).toBe('Enter a unique site name');
  });
  it('accepts a new name, and leaves a blank one to the required check', () => {
    expect(uniqueSiteName('Lab', ['Head Office'])).toBeUndefined();
    expect(uniqueSiteName('  ', ['  '])).toBeUndefined();
  });
});

describe('domain controllers', () => {
  it('says the §5 messages', () => {
    expect(adcCount(-1)).toBe('Enter a non-negative number of domain controllers at this site');
    expect(adcCount(1.5)).toBe(SITE_MESSAGES.adc);
    expect(adcCount(0)).toBeUndefined();
    expect(adcCount(3)).toBeUndefined();
  });

  it('turns DNS on when the count goes above 0, and clears DNS and the Windows version at 0', () => {
    expect(adcChange(0, 2)).toEqual({ isADCDNS: true });
    expect(adcChange(undefined, 1)).toEqual({ isADCDNS: true });
    expect(adcChange(2, 0)).toEqual({ isADCDNS: false, oldestWindowsVersion: '' });
    expect(adcChange(2, 3)).toEqual({});
    expect(adcChange(2, undefined)).toEqual({});
  });

  it('never changes the dependants unless the count crosses 0 (property)', () => {
    const count = fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined });
    fc.assert(
      fc.property(count, count, (previous, next) => {
        const patch = adcChange(previous, next);
        const crossedUp = !hasControllers(previous) && hasControllers(next);
        const reachedZero = next === 0 && previous !== 0;
        expect(patch.isADCDNS).toBe(crossedUp ? true : reachedZero ? false : undefined);
        expect(patch.oldestWindowsVersion).toBe(reachedZero ? '' : undefined);
      }),
    );
  });
});
