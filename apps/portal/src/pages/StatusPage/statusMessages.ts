/** The status page's six messages, verbatim from portal-onboarding §8. */
export const STATUS_MESSAGES = {
  sitesFailed: "Failed to fetch site's sensor data",
  agentsFailed: 'Failed to fetch agent data',
  purchasesFailed: 'Failed to fetch purchased products and add-ons',
  /** Every section failed: nothing could be retrieved. */
  allFailed: 'Failed to retrieve data',
  noSites: 'No sites and sensors were found',
  noOnlineAgents: 'No online agents were found',
} as const;
