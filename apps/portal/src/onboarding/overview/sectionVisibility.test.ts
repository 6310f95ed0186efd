import { SERVICES } from '@portal/api';
import { DemoDatabase, demoOnboardingChecklist } from '@portal/fixtures';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checklistBanner,
  checklistSummary,
  CHECKLIST_ORDER,
  PANEL_ORDER,
  productFlags,
  remainingText,
  visibleSections,
  type VisibilityInput,
} from './sectionVisibility';

const STAMP = { timestamp: '2026-11-01T00:00:00Z' };
const open = (overrides: Partial<VisibilityInput> = {}): VisibilityInput => ({
  services: ['managedDetection', 'managedRisk'],
  status: { tko_completed: false, handoff_completed: false },
  sites: { sites: [{ finalized: null }, { finalized: STAMP }] },
  cloud: { finalized: null },
  external: { finalized: null },
  endpoint: { finalized: null },
  ...overrides,
});

describe('section visibility (portal-onboarding §2.2)', () => {
  it('shows every panel in the page order while the form is filled in', () => {
    expect(visibleSections(open())).toEqual(['contacts', 'sites', 'endpoint', 'cloud', 'external']);
    expect(visibleSections(open(), CHECKLIST_ORDER)).toEqual(['contacts', 'sites', 'cloud', 'external', 'endpoint']);
  });

  it('hides endpoint once the technical kickoff is complete', () => {
    const status = { tko_completed: true, handoff_completed: false };
    expect(visibleSections(open({ status }))).toEqual(['contacts', 'sites', 'cloud', 'external']);
  });

  it('hides finalized sections: every site finalized, a stamped section, contacts at the handoff', () => {
    expect(
      visibleSections(
        open({ sites: { sites: [{ finalized: STAMP }] }, cloud: { finalized: STAMP }, external: { finalized: STAMP } }),
      ),
    ).toEqual(['contacts', 'endpoint']);
    expect(visibleSections(open({ sites: { sites: [] } }))).toContain('sites');
    const handedOff = open({
      status: { tko_completed: true, handoff_completed: true },
      sites: { sites: [{ finalized: STAMP }] },
      cloud: { finalized: STAMP },
      external: { finalized: STAMP },
      endpoint: { finalized: STAMP },
    });
    expect(visibleSections(handedOff)).toEqual([]);
  });

  it('hides sites, cloud and endpoint for add-on only purchases, internet exposure for IR retainers only', () => {
    expect(visibleSections(open({ services: ['awareness', 'contentPack'] }))).toEqual(['contacts', 'external']);
    expect(visibleSections(open({ services: ['incident360', 'irJumpstartRetainer'] }))).toEqual(['contacts']);
    expect(visibleSections(open({ services: ['incident360', 'logSearch'] }))).toHaveLength(5);
  });

  it('hides nothing for a part still loading', () => {
    const loading = open({ services: undefined, sites: undefined, cloud: undefined, external: undefined });
    expect(visibleSections({ ...loading, endpoint: undefined })).toEqual(PANEL_ORDER);
  });

  it('IR retainers only is always add-on only; no purchase is neither', () => {
    expect(productFlags([])).toEqual({ addOnOnly: false, irRetainerOnly: false });
    fc.assert(
      fc.property(fc.subarray([...SERVICES]), (services) => {
        const flags = productFlags(services);
        expect(!flags.irRetainerOnly || flags.addOnOnly).toBe(true);
      }),
    );
  });
});

describe('the checklist (portal-onboarding §4)', () => {
  const done = { completed: true };
  const todo = { completed: false };
  const cloud = { amazon: done, azure: done, office365: done, salesforce: done, geo_login: done, imanage: done };
  const products = { cloud_sensors: ['aws', 'azure', 'o365', 'salesforce', 'imanage', 'gcp'] };

  it('counts the visible sections and the complete ones', () => {
    const summary = checklistSummary(open(), {
      contacts: done,
      sites: todo,
      cloud: { ...cloud, azure: todo },
      external: done,
      endpoint: todo,
      products,
    });
    expect(summary.items.map((item) => [item.name, item.complete])).toEqual([
      ['Contacts', true],
      ['Site Configuration', false],
      ['Cloud Configuration', false],
      ['Internet Exposure', true],
      ['Endpoint Configuration', false],
    ]);
    expect(summary).toMatchObject({ total: 5, complete: 2, remaining: 3, percent: 40, allComplete: false });
    expect(remainingText(summary.remaining)).toBe('3 incomplete section(s) remaining.');
  });

  it('needs every purchased cloud part but GCP for the cloud section', () => {
    const completion = { contacts: done, sites: done, cloud, external: done, endpoint: done, products };
    expect(checklistSummary(open(), completion).allComplete).toBe(true);
    const noGeo = { ...completion, cloud: { ...cloud, geo_login: todo } };
    expect(checklistSummary(open(), noGeo).remaining).toBe(1);
    // Azure not bought: its incomplete part does not count.
    const noAzure = { ...completion, cloud: { ...cloud, azure: todo }, products: { cloud_sensors: ['aws'] } };
    expect(checklistSummary(open(), noAzure).allComplete).toBe(true);
  });

  it('chooses the banner by the flags', () => {
    const base = { allComplete: true, canEdit: true, locked: false, tkoCompleted: false };
    expect(checklistBanner(base)).toBe('readyToSubmit');
    expect(checklistBanner({ ...base, canEdit: false })).toBeNull();
    expect(checklistBanner({ ...base, allComplete: false })).toBeNull();
    expect(checklistBanner({ ...base, canEdit: false, locked: true })).toBe('kickoffReady');
    expect(checklistBanner({ ...base, canEdit: false, locked: true, tkoCompleted: true })).toBe('underReview');
  });
});

describe('the portal and the demo API agree on the checklist', () => {
  const db = new DemoDatabase();
  const names = (customerId: string) => {
    const customer = db.customer(customerId);
    const { onboarding } = customer;
    const summary = checklistSummary(
      { ...onboarding, services: onboarding.products.services, status: customer.profile.onboarding_status },
      onboarding,
    );
    return summary.items.map((item) => [item.name, item.complete]);
  };
  const demo = (customerId: string) =>
    demoOnboardingChecklist(db.customer(customerId)).map((section) => [section.name, section.complete]);

  it.each(db.customerIds())('for demo customer %s', (customerId) => {
    expect(names(customerId)).toEqual(demo(customerId));
  });

  it('for any purchase, finalized sections and kickoff flags', () => {
    const customerId = db.customerIds()[0] ?? '';
    const customer = db.customer(customerId);
    fc.assert(
      fc.property(
        fc.subarray([...SERVICES]),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.subarray(['aws', 'azure', 'o365', 'salesforce', 'gcp', 'imanage', 'box']),
        fc.boolean(),
        (services, tko, handoff, cloudFinal, externalFinal, cloudSensors, azureDone) => {
          customer.onboarding.products.services = services;
          customer.onboarding.products.cloud_sensors = cloudSensors;
          customer.onboarding.cloud.azure.completed = azureDone;
          customer.profile.onboarding_status = { ...customer.profile.onboarding_status, tko_completed: tko };
          customer.profile.onboarding_status.handoff_completed = handoff;
          customer.onboarding.cloud.finalized = cloudFinal ? STAMP : null;
          customer.onboarding.external.finalized = externalFinal ? STAMP : null;
          expect(names(customerId)).toEqual(demo(customerId));
        },
      ),
    );
  });
});
