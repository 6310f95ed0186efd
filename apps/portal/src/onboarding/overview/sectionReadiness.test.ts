import type { EndpointSection, ExternalSection } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endpointComplete, externalReady, withEndpointPart } from './sectionReadiness';

describe('endpoint completion (portal-onboarding §4)', () => {
  it('is solutions and (agent settings or no agents), for every combination', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (epp, agent, noAgents) => {
        const expected = [epp, agent || noAgents].every(Boolean);
        expect(endpointComplete({ epp_completed: epp, agent_completed: agent, no_agents: noAgents })).toBe(expected);
      }),
    );
  });

  it('saves the overall flag with the toggled part', () => {
    const section = {
      epp_completed: true,
      agent_completed: false,
      no_agents: false,
      completed: false,
    } as EndpointSection;
    expect(withEndpointPart(section, 'agent_completed', true)).toMatchObject({
      agent_completed: true,
      completed: true,
    });
    expect(withEndpointPart(section, 'epp_completed', false)).toMatchObject({ completed: false });
  });
});

describe('internet exposure Mark Complete (portal-onboarding §4)', () => {
  const external: ExternalSection = {
    external_scan_allowed: true,
    external_scan_info: { addresses: ['203.0.113.1'], dns: ['www.example.com'] },
    domain_ownership_confirmed: false,
    no_external_hosts: false,
    invalid_targets: [],
    completed: false,
    finalized: null,
    outbound_allowed: true,
    ssl_disabled: false,
  };
  const plain = { addOnOnly: false, awareness: false, ownershipFeature: false };

  it('needs addresses, domains, the scan acknowledged and, with the feature, ownership confirmed', () => {
    expect(externalReady(external, plain)).toBe(true);
    expect(externalReady(external, { ...plain, ownershipFeature: true })).toBe(false);
    expect(externalReady({ ...external, external_scan_allowed: false }, plain)).toBe(false);
    expect(externalReady({ ...external, external_scan_info: { addresses: [], dns: ['a.example'] } }, plain)).toBe(
      false,
    );
  });

  it('is ready with no external hosts, and for add-on only awareness without addresses or scan', () => {
    const empty = {
      ...external,
      external_scan_allowed: false,
      external_scan_info: { addresses: [], dns: ['a.example'] },
    };
    expect(externalReady({ ...empty, no_external_hosts: true }, plain)).toBe(true);
    expect(externalReady(empty, { ...plain, addOnOnly: true, awareness: true })).toBe(true);
  });
});
