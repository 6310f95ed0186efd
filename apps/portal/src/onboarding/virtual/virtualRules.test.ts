import type { VirtualScannerSection, VirtualSensorSection } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HYPERVISOR_OPTIONS,
  quotaRows,
  virtualScannerAfter,
  virtualScannerValues,
  virtualSensorAfter,
  virtualSensorValues,
  VM_MINIMUMS,
} from './virtualRules';

const scanner: VirtualScannerSection = {
  software: null,
  acknowledged: false,
  noVirtualScanners: false,
  completed: false,
};
const sensor: VirtualSensorSection = {
  hypervisor: [],
  virtualizationRequirements: false,
  noVirtualSensor: false,
  completed: false,
  quotas: { awnv100: { quota: 1, used: 1 } },
};

describe('virtual choices and minimums (portal-onboarding §9)', () => {
  it('offers the five hypervisors', () => {
    expect(HYPERVISOR_OPTIONS.map((option) => option.label)).toEqual([
      'VMWare vCenter 6.5 and newer',
      'HyperV 2016 or newer',
      'Amazon Web Services',
      'Microsoft Azure',
      'Other',
    ]);
  });

  it('states the VM minimums', () => {
    expect(VM_MINIMUMS.virtualScanner).toEqual(['8 vCPUs', '16 GB RAM', '40 GB storage']);
    expect(VM_MINIMUMS.virtualLogCollector).toEqual(['2-core processor', '4 GB memory', '40 GB space']);
  });
});

describe('Virtual Scanner Settings (§4)', () => {
  it("'I do not need to deploy a vScanner at this time' sets software None, requirements false, complete", () => {
    const chosen = { software: 'VMWare', acknowledged: true, noVirtualScanners: false, completed: true } as const;
    expect(virtualScannerAfter(chosen, { ...virtualScannerValues(chosen), none: true })).toEqual({
      software: 'None',
      acknowledged: false,
      noVirtualScanners: true,
      completed: true,
    });
  });

  it('unticking it leaves the settings incomplete with no software', () => {
    const none = { software: 'None', acknowledged: false, noVirtualScanners: true, completed: true } as const;
    expect(virtualScannerValues(none).software).toBeUndefined();
    expect(virtualScannerAfter(none, { ...virtualScannerValues(none), none: false })).toEqual(scanner);
  });

  it('is complete once software is chosen and the requirements confirmed', () => {
    const software = virtualScannerAfter(scanner, { software: 'HyperV', acknowledged: false, none: false });
    expect(software).toMatchObject({ software: 'HyperV', completed: false });
    expect(virtualScannerAfter(software, { software: 'HyperV', acknowledged: true, none: false })).toMatchObject({
      acknowledged: true,
      completed: true,
    });
    expect(virtualScannerAfter(scanner, { acknowledged: true, none: false })).toMatchObject({ completed: false });
  });

  it('is complete exactly when not needed, or software and requirements are given', () => {
    const values = fc.record({
      software: fc.option(fc.constantFrom('VMWare', 'AWS', 'Other'), { nil: undefined }),
      acknowledged: fc.boolean(),
      none: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.boolean(), values, (noVirtualScanners, next) => {
        // A saved 'not needed' state is complete (§4).
        const saved = {
          ...scanner,
          noVirtualScanners,
          completed: noVirtualScanners,
          software: noVirtualScanners ? ('None' as const) : null,
        };
        const after = virtualScannerAfter(saved, next);
        const expected = after.noVirtualScanners || (after.software !== null && after.acknowledged);
        expect(after.completed).toBe(expected);
        expect(after.noVirtualScanners).toBe(next.none);
      }),
    );
  });
});

describe('Virtual Sensor Settings (§4)', () => {
  it("the 'none' box completes and clears the hypervisors and requirements; the quotas stay", () => {
    const chosen = { ...sensor, hypervisor: ['VMWare'], virtualizationRequirements: true, completed: true };
    expect(virtualSensorAfter(chosen, { ...virtualSensorValues(chosen), none: true })).toEqual({
      ...sensor,
      noVirtualSensor: true,
      completed: true,
    });
  });

  it('the requirements box completes; a hypervisor choice only saves it', () => {
    const hyper = virtualSensorAfter(sensor, { hypervisors: ['AWS', 'Azure'], requirements: false, none: false });
    expect(hyper).toMatchObject({ hypervisor: ['AWS', 'Azure'], completed: false });
    expect(virtualSensorAfter(hyper, { ...virtualSensorValues(hyper), requirements: true })).toMatchObject({
      virtualizationRequirements: true,
      completed: true,
    });
  });

  it("unticking 'none' leaves it incomplete", () => {
    const none = { ...sensor, noVirtualSensor: true, completed: true };
    expect(virtualSensorAfter(none, { ...virtualSensorValues(none), none: false })).toMatchObject({
      noVirtualSensor: false,
      completed: false,
    });
  });

  it('lists the held quotas in series order', () => {
    const rows = quotaRows({
      awnv1000: { quota: 1, used: 0 },
      awnv100: { quota: 1, used: 1 },
      awnv200: { quota: 0, used: 0 },
      custom: { quota: 3, used: 5 },
    });
    expect(rows.map((row) => [row.label, row.remaining])).toEqual([
      ['100 Series vSensor', 0],
      ['1000 Series vSensor', 1],
      ['custom', 0],
    ]);
  });
});
