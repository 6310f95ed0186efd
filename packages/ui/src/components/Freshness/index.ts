export { Freshness, type FreshnessProps } from './Freshness';
export { formatUpdatedAgo, FRESHNESS_TICK_MS } from './updatedAgo';
