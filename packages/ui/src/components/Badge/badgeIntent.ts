import type { Intent } from '../../theme/tokens';

/** The status words of portal-core §4 and the intent each is shown in. */
const STATUS_INTENTS: Readonly<Record<string, Intent>> = {
  OK: 'success',
  ACTIVE: 'success',
  HEALTHY: 'success',
  PACKED: 'info',
  SHIPPED: 'info',
  EDIT: 'warning',
  CREATE: 'warning',
  STAGED: 'warning',
  WARNING: 'warning',
  PENDING: 'warning',
  DOWN: 'danger',
  DEACTIVATING: 'danger',
  ERROR: 'danger',
  UNHEALTHY: 'danger',
};

/** The badge intent of a status word, ignoring case and surrounding spaces; 'unknown' for N/A and anything else. */
export function badgeIntentForStatus(status: string): Intent {
  return STATUS_INTENTS[status.trim().toUpperCase()] ?? 'unknown';
}
