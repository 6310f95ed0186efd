import { describe, expect, it } from 'vitest';
import { ONBOARDING_ANCHORS, onboardingViewHref, viewAnchor } from './anchors';

describe('?view= anchors (portal-onboarding §2.2)', () => {
  it('maps the three views to their lists and ignores anything else', () => {
    expect(viewAnchor('contacts')).toBe('onboarding-contacts');
    expect(viewAnchor('sensors')).toBe('onboarding-sensors');
    expect(viewAnchor('scanners')).toBe('onboarding-scanners');
    expect(viewAnchor('sites')).toBeNull();
    expect(viewAnchor(null)).toBeNull();
  });

  it('gives every anchor its own id', () => {
    const ids = Object.values(ONBOARDING_ANCHORS);
    expect(new Set(ids).size).toBe(ids.length);
    expect(onboardingViewHref('scanners')).toBe('/onboarding?view=scanners');
  });
});
