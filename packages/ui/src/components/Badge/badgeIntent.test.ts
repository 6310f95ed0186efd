import { describe, expect, it } from 'vitest';
import { badgeIntentForStatus } from './badgeIntent';

describe('badgeIntentForStatus', () => {
  it.each([
    ['OK', 'success'],
    ['ACTIVE', 'success'],
    ['HEALTHY', 'success'],
    ['PACKED', 'info'],
    ['SHIPPED', 'info'],
    ['EDIT', 'warning'],
    ['CREATE', 'warning'],
    ['STAGED', 'warning'],
    ['WARNING', 'warning'],
    ['PENDING', 'warning'],
    ['DOWN', 'danger'],
    ['DEACTIVATING', 'danger'],
    ['ERROR', 'danger'],
    ['UNHEALTHY', 'danger'],
    ['N/A', 'unknown'],
    ['Unknown', 'unknown'],
    ['', 'unknown'],
    ['OKAY', 'unknown'],
  ] as const)('%s → %s', (status, intent) => {
    expect(badgeIntentForStatus(status)).toBe(intent);
  });

  it.each([
    ['ok', 'success'],
    ['Healthy', 'success'],
    ['shipped', 'info'],
    ['Staged', 'warning'],
    ['unHealthy', 'danger'],
    [' down ', 'danger'],
  ] as const)('ignores case and spaces: %s → %s', (status, intent) => {
    expect(badgeIntentForStatus(status)).toBe(intent);
  });
});
