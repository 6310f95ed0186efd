import type { EndpointSection, ExternalSection } from '@portal/api';

/**
 * When a section's Mark Complete may be pressed (portal-onboarding §4, §5), and what a toggle saves. A complete
 * section may always be marked incomplete; these say when an incomplete one may be marked complete.
 */

/** Endpoint: overall complete = solutions complete and (agent settings complete or no agents). */
export const endpointComplete = (section: Pick<EndpointSection, 'epp_completed' | 'agent_completed' | 'no_agents'>) =>
  section.epp_completed && (section.agent_completed || section.no_agents);

export function withEndpointPart(
  section: EndpointSection,
  part: 'epp_completed' | 'agent_completed',
  completed: boolean,
): EndpointSection {
  const next = { ...section, [part]: completed };
  return { ...next, completed: endpointComplete(next) };
}

export interface ExternalReadiness {
  /** Only add-on services were bought. */
  addOnOnly: boolean;
  /** Managed awareness is among them (no IP addresses needed then). */
  awareness: boolean;
  /** The domain-ownership confirmation feature is on. */
  ownershipFeature: boolean;
}

/**
 * Internet exposure may be complete with no external hosts, or with IP addresses (unless add-on only with managed
 * awareness) and domains, the scan acknowledged (unless add-on only) and ownership confirmed (with the feature on).
 */
export function externalReady(section: ExternalSection, { addOnOnly, awareness, ownershipFeature }: ExternalReadiness) {
  if (section.no_external_hosts) return true;
  const { addresses, dns } = section.external_scan_info;
  return (
    (addresses.length > 0 || (addOnOnly && awareness)) &&
    dns.length > 0 &&
    (section.external_scan_allowed || addOnOnly) &&
    (section.domain_ownership_confirmed || !ownershipFeature)
  );
}
