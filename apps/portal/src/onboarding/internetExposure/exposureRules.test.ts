import type { ExternalSection } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { externalReady, type ExternalReadiness } from '../overview';
import {
  applyExposureChange,
  EXPOSURE_MISSING_TEXTS,
  exposureMissing,
  exposureReadiness,
  formValuesOf,
  type ExposureChange,
} from './exposureRules';

const SAVED: ExternalSection = {
  external_scan_allowed: true,
  external_scan_info: { addresses: ['203.0.113.0/29', '198.51.100.23'], dns: ['www.birchfield.com'] },
  domain_ownership_confirmed: true,
  no_external_hosts: false,
  invalid_targets: [],
  completed: true,
  finalized: null,
  outbound_allowed: true,
  ssl_disabled: false,
};
const PLAIN: ExternalReadiness = { addOnOnly: false, awareness: false, ownershipFeature: true };

describe('internet exposure rules', () => {
  it('shows the saved lists one entry a line', () => {
    expect(formValuesOf(SAVED)).toEqual({
      ipAddresses: '203.0.113.0/29\n198.51.100.23',
      dnsDomains: 'www.birchfield.com',
      noExternalHosts: false,
      vulScanIPsConfigured: true,
      domainOwnershipConfirmed: true,
    });
  });

  it('saves nothing when the text lists the same entries', () => {
    expect(applyExposureChange(SAVED, { field: 'ipAddresses', text: ' 203.0.113.0/29 , 198.51.100.23\n' }, PLAIN)).toBe(
      undefined,
    );
    expect(applyExposureChange(SAVED, { field: 'vulScanIPsConfigured', value: true }, PLAIN)).toBeUndefined();
  });

  it('saves the split list and keeps the section complete while it is ready', () => {
    const next = applyExposureChange(SAVED, { field: 'ipAddresses', text: '198.51.100.7,\n203.0.113.9' }, PLAIN);
    expect(next?.external_scan_info.addresses).toEqual(['198.51.100.7', '203.0.113.9']);
    expect(next?.completed).toBe(true);
  });

  it('unconfirms ownership when the domains change with the feature on, not when only the case changes', () => {
    const renamed = applyExposureChange(SAVED, { field: 'dnsDomains', text: 'vpn.birchfield.com' }, PLAIN);
    expect(renamed?.domain_ownership_confirmed).toBe(false);
    expect(renamed?.completed).toBe(false);
    const recased = applyExposureChange(SAVED, { field: 'dnsDomains', text: 'WWW.birchfield.com' }, PLAIN);
    expect(recased?.domain_ownership_confirmed).toBe(true);
    const featureOff = { ...PLAIN, ownershipFeature: false };
    expect(
      applyExposureChange(SAVED, { field: 'dnsDomains', text: 'vpn.birchfield.com' }, featureOff)
        ?.domain_ownership_confirmed,
    ).toBe(true);
  });

  it("'I don't have any external hosts' clears the lists, unconfirms ownership and marks complete", () => {
    const incomplete = { ...SAVED, completed: false };
    expect(applyExposureChange(incomplete, { field: 'noExternalHosts', value: true }, PLAIN)).toEqual({
      ...SAVED,
      external_scan_info: { addresses: [], dns: [] },
      domain_ownership_confirmed: false,
      no_external_hosts: true,
      completed: true,
    });
    const none = applyExposureChange(incomplete, { field: 'noExternalHosts', value: true }, PLAIN);
    const back = none && applyExposureChange(none, { field: 'noExternalHosts', value: false }, PLAIN);
    expect(back).toMatchObject({ no_external_hosts: false, completed: false });
  });

  it('lists what is missing, with the add-on exceptions', () => {
    const empty: ExternalSection = {
      ...SAVED,
      external_scan_allowed: false,
      external_scan_info: { addresses: [], dns: [] },
      domain_ownership_confirmed: false,
      completed: false,
    };
    expect(exposureMissing(empty, PLAIN)).toEqual(Object.values(EXPOSURE_MISSING_TEXTS));
    expect(exposureMissing(empty, { addOnOnly: true, awareness: true, ownershipFeature: false })).toEqual([
      EXPOSURE_MISSING_TEXTS.domains,
    ]);
    expect(exposureMissing(empty, { addOnOnly: true, awareness: false, ownershipFeature: false })).toEqual([
      EXPOSURE_MISSING_TEXTS.addresses,
      EXPOSURE_MISSING_TEXTS.domains,
    ]);
    expect(exposureMissing({ ...empty, no_external_hosts: true }, PLAIN)).toEqual([]);
  });

  it('reads add-on only, awareness and the ownership feature', () => {
    expect(exposureReadiness(['awareness'], ['dns_ownership_confirmation'])).toEqual({
      addOnOnly: true,
      awareness: true,
      ownershipFeature: true,
    });
    expect(exposureReadiness(['managedRisk', 'awarenessPlus'], [])).toEqual({
      addOnOnly: false,
      awareness: true,
      ownershipFeature: false,
    });
  });
});

const sectionArb: fc.Arbitrary<ExternalSection> = fc.record({
  external_scan_allowed: fc.boolean(),
  external_scan_info: fc.record({
    addresses: fc.array(fc.constantFrom('203.0.113.5', '198.51.100.0/29'), { maxLength: 2 }),
    dns: fc.array(fc.constantFrom('www.birchfield.com', 'VPN.birchfield.com'), { maxLength: 2 }),
  }),
  domain_ownership_confirmed: fc.boolean(),
  no_external_hosts: fc.boolean(),
  invalid_targets: fc.constant([]),
  completed: fc.boolean(),
  finalized: fc.constant(null),
  outbound_allowed: fc.boolean(),
  ssl_disabled: fc.boolean(),
});
const readinessArb: fc.Arbitrary<ExternalReadiness> = fc.record({
  addOnOnly: fc.boolean(),
  awareness: fc.boolean(),
  ownershipFeature: fc.boolean(),
});
const changeArb: fc.Arbitrary<ExposureChange> = fc.oneof(
  fc.record({
    field: fc.constantFrom('ipAddresses' as const, 'dnsDomains' as const),
    text: fc.constantFrom('', '203.0.113.5', 'www.birchfield.com\nmail.birchfield.com', 'WWW.birchfield.com'),
  }),
  fc.record({
    field: fc.constantFrom(
      'noExternalHosts' as const,
      'vulScanIPsConfigured' as const,
      'domainOwnershipConfirmed' as const,
    ),
    value: fc.boolean(),
  }),
);

describe('internet exposure rules (properties)', () => {
  it('nothing is missing exactly when the §4 rule lets the section be marked complete', () => {
    fc.assert(
      fc.property(sectionArb, readinessArb, (section, readiness) => {
        expect(exposureMissing(section, readiness).length === 0).toBe(externalReady(section, readiness));
      }),
      { numRuns: 1000 },
    );
  });

  it('a saved change never leaves a section complete that the §4 rule would not let be marked complete', () => {
    fc.assert(
      fc.property(sectionArb, readinessArb, changeArb, (section, readiness, change) => {
        const next = applyExposureChange(section, change, readiness);
        if (next === undefined) return;
        if (next.completed) expect(externalReady(next, readiness)).toBe(true);
        if (change.field === 'noExternalHosts' && change.value)
          expect(next).toMatchObject({ external_scan_info: { addresses: [], dns: [] }, completed: true });
        expect(next.outbound_allowed).toBe(section.outbound_allowed);
        expect(next.ssl_disabled).toBe(section.ssl_disabled);
      }),
      { numRuns: 2000 },
    );
  });
});
