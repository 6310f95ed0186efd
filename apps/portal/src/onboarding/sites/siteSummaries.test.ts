import { describe, expect, it } from 'vitest';
import {
  addressText,
  deleteBlockedText,
  deviceListText,
  markSitesDisabled,
  settingsText,
  siteReferences,
  sitesText,
} from './siteSummaries';

describe('completion texts', () => {
  it('counts sites', () => {
    expect(sitesText(0)).toBe('No sites');
    expect(sitesText(1)).toBe('1 site');
    expect(sitesText(3)).toBe('3 sites');
  });
  it('counts sensors and scanners once the site list is complete', () => {
    expect(deviceListText(0, 'sensor', true)).toBe('No sensors');
    expect(deviceListText(2, 'scanner', true)).toBe('2 scanners');
    expect(deviceListText(2, 'sensor', false)).toBe('Site list incomplete');
  });
  it('says whether settings are complete or not needed', () => {
    expect(settingsText(true, false)).toBe('Complete');
    expect(settingsText(false, false)).toBe('Incomplete');
    expect(settingsText(true, true)).toBe('Not needed');
  });
});

describe('site list', () => {
  it('joins street, city, region and country, leaving blanks out', () => {
    expect(addressText({ street: '1 Main St', city: 'Boston', region: 'MA', country: 'US' })).toBe(
      '1 Main St, Boston, MA, US',
    );
    expect(addressText({ street: 'Beispielstraße 12', city: 'Berlin', region: ' ', country: 'DE' })).toBe(
      'Beispielstraße 12, Berlin, DE',
    );
  });

  it('lists what still stands at a site and words the refusal as §8 does', () => {
    const references = siteReferences(
      's1',
      [
        { name: 'HQ Sensor', location_id: 's1' },
        { name: 'DC Sensor', location_id: 's2' },
      ],
      [{ name: 'HQ Scanner', location_id: 's1' }],
    );
    expect(references).toEqual(['sensor HQ Sensor', 'scanner HQ Scanner']);
    expect(deleteBlockedText('Head Office', references)).toBe(
      'Cannot delete Head Office. It still is used by sensor HQ Sensor, scanner HQ Scanner.',
    );
  });

  it('disables Mark Complete without the edit right, or with no sites unless already complete', () => {
    expect(markSitesDisabled(false, 3, false)).toBe(true);
    expect(markSitesDisabled(true, 0, false)).toBe(true);
    expect(markSitesDisabled(true, 0, true)).toBe(false);
    expect(markSitesDisabled(true, 2, false)).toBe(false);
  });
});
