import type { EndpointSection } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agentValues,
  agentsReady,
  ENDPOINT_COUNT_OPTIONS,
  endpointAfterAgents,
  endpointAfterSolutions,
  parseCount,
  solutionValues,
  solutionsReady,
  type AgentValues,
  type SolutionValues,
} from './endpointRules';

const blank: EndpointSection = {
  on_prem_epps: [],
  cloud_epps: [],
  notes: '',
  no_on_prem_epps: false,
  no_cloud_epps: false,
  no_agents: false,
  sysmon_installed: false,
  windows_endpoints: 0,
  mac_endpoints: 0,
  linux_endpoints: 0,
  epp_completed: false,
  agent_completed: false,
  completed: false,
  finalized: null,
};
const started: EndpointSection = {
  ...blank,
  cloud_epps: ['crowdstrike'],
  on_prem_epps: ['symantec'],
  windows_endpoints: 1000,
  mac_endpoints: 250,
  sysmon_installed: true,
  epp_completed: true,
  agent_completed: true,
  completed: true,
};

const counts = fc.constantFrom(...ENDPOINT_COUNT_OPTIONS.map((option) => option.value));
const section = fc.record({
  ...Object.fromEntries(Object.entries(blank).map(([key, value]) => [key, fc.constant(value)])),
  on_prem_epps: fc.subarray(['symantec', 'eset', 'other']),
  cloud_epps: fc.subarray(['crowdstrike', 'defender']),
  no_on_prem_epps: fc.boolean(),
  no_cloud_epps: fc.boolean(),
  no_agents: fc.boolean(),
  sysmon_installed: fc.boolean(),
  windows_endpoints: fc.nat(20000),
  mac_endpoints: fc.nat(20000),
  linux_endpoints: fc.nat(20000),
  epp_completed: fc.boolean(),
  agent_completed: fc.boolean(),
  completed: fc.boolean(),
}) as fc.Arbitrary<EndpointSection>;
const solutions: fc.Arbitrary<SolutionValues> = fc.record({
  cloud: fc.subarray(['crowdstrike', 'defender', 'other']),
  onPrem: fc.subarray(['symantec', 'eset']),
  noCloud: fc.boolean(),
  noOnPrem: fc.boolean(),
});
const agents: fc.Arbitrary<AgentValues> = fc.record({
  windows: counts,
  mac: counts,
  linux: counts,
  sysmon: fc.boolean(),
  noAgents: fc.boolean(),
});
/** §4 written out: overall complete = solutions complete and (agents complete or no agents). */
const overall = (next: EndpointSection) => next.epp_completed && (next.agent_completed || next.no_agents);

describe('endpoint counts (portal-onboarding §5, §9)', () => {
  it('offers the ten §9 choices, stored as the spec lists them', () => {
    expect(ENDPOINT_COUNT_OPTIONS.map((option) => option.value)).toEqual([
      '0',
      '250',
      '500',
      '750',
      '1000',
      '2500',
      '5000',
      '7500',
      '10000',
      '10001',
    ]);
    expect(ENDPOINT_COUNT_OPTIONS[0]?.label).toBe('None');
    expect(ENDPOINT_COUNT_OPTIONS.at(-1)?.label).toBe('Over 10000');
  });

  it('parses counts as integers, 0 by default', () => {
    expect(parseCount('2500')).toBe(2500);
    expect(parseCount(undefined)).toBe(0);
    expect(parseCount('')).toBe(0);
    expect(parseCount('abc')).toBe(0);
  });

  it('reads the saved section into the forms', () => {
    expect(agentValues(started)).toEqual({ windows: '1000', mac: '250', linux: '0', sysmon: true, noAgents: false });
    expect(solutionValues(started)).toEqual({
      cloud: ['crowdstrike'],
      onPrem: ['symantec'],
      noCloud: false,
      noOnPrem: false,
    });
  });
});

describe('Endpoint Security Solutions (§4)', () => {
  it("clears the cloud list when 'no cloud' is ticked, and the on-prem list with 'no on-prem'", () => {
    const values = { ...solutionValues(started), noCloud: true };
    expect(endpointAfterSolutions(started, values)).toMatchObject({ cloud_epps: [], no_cloud_epps: true });
    const onPrem = endpointAfterSolutions(started, { ...solutionValues(started), noOnPrem: true });
    expect(onPrem).toMatchObject({ on_prem_epps: [], no_on_prem_epps: true, cloud_epps: ['crowdstrike'] });
  });

  it('stays complete while ready; emptying a list makes it incomplete', () => {
    expect(endpointAfterSolutions(started, { ...solutionValues(started), cloud: ['defender'] })).toMatchObject({
      epp_completed: true,
      completed: true,
    });
    expect(endpointAfterSolutions(started, { ...solutionValues(started), cloud: [] })).toMatchObject({
      epp_completed: false,
      completed: false,
    });
  });

  it('is ready with a choice or the none box for each list', () => {
    expect(solutionsReady(blank)).toBe(false);
    expect(solutionsReady({ ...blank, no_cloud_epps: true, on_prem_epps: ['eset'] })).toBe(true);
    expect(solutionsReady({ ...blank, cloud_epps: ['defender'] })).toBe(false);
  });

  it('never keeps a list whose none box is ticked, and the overall flag follows its parts', () => {
    fc.assert(
      fc.property(section, solutions, (saved, values) => {
        const next = endpointAfterSolutions(saved, values);
        if (next.no_cloud_epps) expect(next.cloud_epps).toEqual([]);
        if (next.no_on_prem_epps) expect(next.on_prem_epps).toEqual([]);
        expect(next.completed).toBe(overall(next));
        if (next.epp_completed) expect(solutionsReady(next)).toBe(true);
      }),
    );
  });
});

describe('Endpoint Agent Settings (§4)', () => {
  it("'no agents' zeroes every count, unticks sysmon and completes the agent settings", () => {
    const next = endpointAfterAgents(
      { ...started, agent_completed: false },
      { ...agentValues(started), noAgents: true },
    );
    expect(next).toMatchObject({
      no_agents: true,
      windows_endpoints: 0,
      mac_endpoints: 0,
      linux_endpoints: 0,
      sysmon_installed: false,
      agent_completed: true,
      completed: true,
    });
  });

  it("unticking 'no agents' leaves the agent settings incomplete", () => {
    const none = { ...blank, no_agents: true, agent_completed: true, epp_completed: true, completed: true };
    expect(endpointAfterAgents(none, { ...agentValues(none), noAgents: false })).toMatchObject({
      no_agents: false,
      agent_completed: false,
      completed: false,
    });
  });

  it('saves the chosen counts and sysmon', () => {
    const next = endpointAfterAgents(blank, {
      windows: '10001',
      mac: '0',
      linux: '500',
      sysmon: true,
      noAgents: false,
    });
    expect(next).toMatchObject({
      windows_endpoints: 10001,
      mac_endpoints: 0,
      linux_endpoints: 500,
      sysmon_installed: true,
    });
    expect(agentsReady(next)).toBe(true);
    expect(agentsReady(blank)).toBe(false);
  });

  it('keeps no counts with no agents, and the overall flag follows its parts', () => {
    fc.assert(
      fc.property(section, agents, (saved, values) => {
        const next = endpointAfterAgents(saved, values);
        if (next.no_agents && !saved.no_agents) {
          expect(next.windows_endpoints + next.mac_endpoints + next.linux_endpoints).toBe(0);
          expect(next.sysmon_installed).toBe(false);
        }
        if (next !== saved) expect(next.completed).toBe(overall(next));
        expect(next.cloud_epps).toEqual(saved.cloud_epps);
      }),
    );
  });
});
