import type { EndpointSection } from '@portal/api';
import type { FieldOption } from '@portal/ui';
import { endpointComplete } from '../overview/sectionReadiness';

/**
 * Endpoint Configuration (portal-onboarding §3, §4, §5, §9): the agent count choices, the forms' values, and what one
 * change saves — the section with the §4 rules applied, its overall completion following its parts.
 */

/** §9: the count choices, stored as '0' … '10001' (the API keeps integers). */
export const ENDPOINT_COUNT_OPTIONS: readonly FieldOption[] = [
  { value: '0', label: 'None' },
  { value: '250', label: 'Up to 250' },
  { value: '500', label: 'Up to 500' },
  { value: '750', label: 'Up to 750' },
  { value: '1000', label: 'Up to 1000' },
  { value: '2500', label: 'Up to 2500' },
  { value: '5000', label: 'Up to 5000' },
  { value: '7500', label: 'Up to 7500' },
  { value: '10000', label: 'Up to 10000' },
  { value: '10001', label: 'Over 10000' },
];

/** §5: counts parse as integers and default to 0. */
export function parseCount(value: string | undefined): number {
  const count = Number.parseInt(value ?? '', 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

export interface SolutionValues {
  cloud: string[];
  onPrem: string[];
  noCloud: boolean;
  noOnPrem: boolean;
}

export interface AgentValues {
  windows: string;
  mac: string;
  linux: string;
  sysmon: boolean;
  noAgents: boolean;
}

export function solutionValues(section: EndpointSection): SolutionValues {
  return {
    cloud: [...section.cloud_epps],
    onPrem: [...section.on_prem_epps],
    noCloud: section.no_cloud_epps,
    noOnPrem: section.no_on_prem_epps,
  };
}

export function agentValues(section: EndpointSection): AgentValues {
  return {
    windows: String(section.windows_endpoints),
    mac: String(section.mac_endpoints),
    linux: String(section.linux_endpoints),
    sysmon: section.sysmon_installed,
    noAgents: section.no_agents,
  };
}

/** Solutions may be marked complete once each list has a choice or its 'none' box is ticked. */
export const solutionsReady = (section: EndpointSection): boolean =>
  (section.cloud_epps.length > 0 || section.no_cloud_epps) &&
  (section.on_prem_epps.length > 0 || section.no_on_prem_epps);

/** Agent settings may be marked complete once some count is given (no agents completes them by itself). */
export const agentsReady = (section: EndpointSection): boolean =>
  section.no_agents || section.windows_endpoints + section.mac_endpoints + section.linux_endpoints > 0;

/** A part stays complete only while it is still ready; the overall flag follows (§4). */
function settled(next: EndpointSection): EndpointSection {
  const settledParts = {
    ...next,
    epp_completed: next.epp_completed && solutionsReady(next),
    agent_completed: next.agent_completed && agentsReady(next),
  };
  return { ...settledParts, completed: endpointComplete(settledParts) };
}

/** §4: a ticked 'no cloud' / 'no on-prem' box clears its list. */
export function endpointAfterSolutions(saved: EndpointSection, values: SolutionValues): EndpointSection {
  return settled({
    ...saved,
    cloud_epps: values.noCloud ? [] : [...values.cloud],
    on_prem_epps: values.noOnPrem ? [] : [...values.onPrem],
    no_cloud_epps: values.noCloud,
    no_on_prem_epps: values.noOnPrem,
  });
}

/**
 * §4: choosing 'no agents' zeroes every count, sets sysmon false and the agent settings complete; unticking it
 * leaves them incomplete. Otherwise the counts and sysmon are saved as chosen.
 */
export function endpointAfterAgents(saved: EndpointSection, values: AgentValues): EndpointSection {
  if (values.noAgents && !saved.no_agents)
    return settled({
      ...saved,
      no_agents: true,
      windows_endpoints: 0,
      mac_endpoints: 0,
      linux_endpoints: 0,
      sysmon_installed: false,
      agent_completed: true,
    });
  if (!values.noAgents && saved.no_agents) return settled({ ...saved, no_agents: false, agent_completed: false });
  if (values.noAgents) return saved;
  return settled({
    ...saved,
    windows_endpoints: parseCount(values.windows),
    mac_endpoints: parseCount(values.mac),
    linux_endpoints: parseCount(values.linux),
    sysmon_installed: values.sysmon,
  });
}

export const endpointWithNotes = (saved: EndpointSection, notes: string): EndpointSection => ({ ...saved, notes });
