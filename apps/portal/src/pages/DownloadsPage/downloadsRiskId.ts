import { isCustomerId } from '../../state/impersonation';

/** The risk id the downloads are for, and an `id` from the link that names another organisation. */
export interface DownloadsRiskId {
  /** The signed-in customer's risk id: the installers register with it (sent as the download call's `id`). */
  riskId: string | null;
  /** The link's `id` when it is not the customer's: the page says the downloads are the customer's own. */
  otherOrganisation: string | null;
}

/**
 * The downloads page's `?id=` (the Dashboard's 'Go to Downloads' and the endpoint page add the risk id, portal-core
 * §2) against the session's customer. A link's id is only a hint: an agent may only ever be downloaded for the
 * customer the user is signed in for, so a different id is reported, never used. Ids must be lowercase UUIDs.
 */
export function resolveDownloadsRiskId(linkId: string | null, customerRiskId: string | null): DownloadsRiskId {
  const wellFormed = linkId !== null && isCustomerId(linkId) ? linkId : null;
  return {
    riskId: customerRiskId,
    otherOrganisation: wellFormed !== null && wellFormed !== customerRiskId ? wellFormed : null,
  };
}

/** The agent download call's query: the platform, and the risk id when the customer has one. */
export function agentDownloadQuery(platform: string, riskId: string | null): { platform: string; id?: string } {
  return riskId === null ? { platform } : { platform, id: riskId };
}
