import { PARTNER_TYPES } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  quotaTotal,
  scannersAllotted,
  visibleSiteConfigurationItems,
  type SiteConfigurationFacts,
} from './siteConfigurationItems';

const FULL: SiteConfigurationFacts = {
  managedDetection: true,
  managedRisk: true,
  scannersAllotted: true,
  virtualSensorFeature: true,
  virtualSensorQuota: 1,
  partnerType: 'direct',
};

describe('Site Configuration items (§2.4)', () => {
  it('shows everything but the log collector and ConnectWise to a direct customer with every product', () => {
    expect(visibleSiteConfigurationItems(FULL)).toEqual([
      'siteList',
      'sensorList',
      'scannerList',
      'virtualScanner',
      'virtualSensor',
    ]);
  });

  it('shows the virtual log collector instead of the virtual sensor when the feature is off', () => {
    expect(visibleSiteConfigurationItems({ ...FULL, virtualSensorFeature: false })).toContain('virtualLogCollector');
    expect(visibleSiteConfigurationItems({ ...FULL, virtualSensorFeature: false })).not.toContain('virtualSensor');
  });

  it('hides the virtual sensor without a quota', () => {
    expect(visibleSiteConfigurationItems({ ...FULL, virtualSensorQuota: 0 })).not.toContain('virtualSensor');
  });

  it('shows ConnectWise to msp_plus with the rest, and only ConnectWise to msp', () => {
    expect(visibleSiteConfigurationItems({ ...FULL, partnerType: 'msp_plus' })).toContain('connectWise');
    expect(visibleSiteConfigurationItems({ ...FULL, partnerType: 'msp' })).toEqual(['connectWise']);
  });

  it('follows each rule for every combination (property, against the rules written out)', () => {
    const facts = fc.record({
      managedDetection: fc.boolean(),
      managedRisk: fc.boolean(),
      scannersAllotted: fc.boolean(),
      virtualSensorFeature: fc.boolean(),
      virtualSensorQuota: fc.nat(3),
      partnerType: fc.constantFrom(...PARTNER_TYPES),
    });
    fc.assert(
      fc.property(facts, (f) => {
        const items = new Set(visibleSiteConfigurationItems(f));
        const msp = f.partnerType === 'msp';
        expect(items.has('connectWise')).toBe(msp || f.partnerType === 'msp_plus');
        expect(items.has('siteList')).toBe(!msp);
        expect(items.has('sensorList')).toBe(!msp && f.managedDetection);
        expect(items.has('scannerList')).toBe(!msp && f.managedRisk && f.scannersAllotted);
        expect(items.has('virtualScanner')).toBe(!msp && f.managedRisk);
        expect(items.has('virtualSensor')).toBe(
          !msp && f.managedDetection && f.virtualSensorFeature && f.virtualSensorQuota > 0,
        );
        expect(items.has('virtualLogCollector')).toBe(!msp && f.managedDetection && !f.virtualSensorFeature);
      }),
    );
  });

  it('counts scanner allotments and quotas', () => {
    expect(scannersAllotted({ sensor1000: 2, scanner200: 0 })).toBe(false);
    expect(scannersAllotted({ scanner200: 1 })).toBe(true);
    expect(quotaTotal({ awnv100: { quota: 1 }, awnv200: { quota: 2 } })).toBe(3);
    expect(quotaTotal({})).toBe(0);
  });
});
