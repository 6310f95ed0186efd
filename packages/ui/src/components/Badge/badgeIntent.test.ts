import { BADGE_STATUS_EXAMPLES } from '@portal/fixtures/widgets/badgeStatuses';
import { describe, expect, it } from 'vitest';
import { badgeIntentForStatus } from './badgeIntent';

describe('badgeIntentForStatus', () => {
  const unknownStatuses = [
    ['Unknown', 'unknown'],
    ['', 'unknown'],
    ['OKAY', 'unknown'],
  ] as const;
  const cases = [...BADGE_STATUS_EXAMPLES, ...unknownStatuses].map(([status, intent]) => ({ status, intent }));

  it.each(cases)('$status → $intent', ({ status, intent }) => {
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
