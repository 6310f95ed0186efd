/** Shared by the page's story files (no demo-API imports here: only stories and tests may import it). */
import type { LogSearch } from '@portal/api';
import { within } from 'storybook/test';
import { session, setUser } from '../../state/session';
import { StatusRegion } from '../../StatusRegion';
import { SearchActivityPage, type SearchActivityPageProps } from './SearchActivityPage';

/** The page with the toasts its actions raise. */
export function SearchActivityScreen(props: SearchActivityPageProps) {
  return (
    <>
      <SearchActivityPage {...props} />
      <StatusRegion />
    </>
  );
}

/** The direct customer's seeded searches (fixtures/src/data/logs.ts). */
export const QUERIES = {
  finished: 'EventID=4625 AND user=admin*',
  exported: 'dst_port=3389',
  empty: '"mimikatz" no-match',
  failed: 'src_ip=203.0.113.45',
  running: 'action=blocked AND country=XX',
} as const;

/** The table's row of a search, found by its query link. */
export async function rowOf(canvasElement: HTMLElement, query: string) {
  const grid = await within(canvasElement).findByRole('grid', { name: 'Past searches' });
  const link = await within(grid).findByRole('link', { name: query });
  const row = link.closest<HTMLElement>('tr');
  if (!row) throw new Error(`No row for ${query}`);
  return within(row);
}

/** A story's beforeEach: the signed-in persona without some feature flags. */
export const withoutFlags =
  (...flags: readonly string[]) =>
  () => {
    const user = session.user;
    if (user) setUser({ ...user, feature_flags: user.feature_flags.filter((flag) => !flags.includes(flag)) });
  };

export function pastSearch(index: number, overrides: Partial<LogSearch> = {}): LogSearch {
  const hour = String(index % 24).padStart(2, '0');
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    request: {
      query: `host=web-${String(index + 1).padStart(3, '0')}`,
      start_time: `2026-11-19T${hour}:00:00Z`,
      end_time: `2026-11-19T${hour}:30:00Z`,
      case_sensitive: true,
      log_sources_tags: [],
    },
    failed: false,
    date: `2026-11-19T${hour}:31:00Z`,
    count: 100 + index,
    available_count: 100 + index,
    user: 'dana.reyes@northwind-health.example',
    percent: 100,
    size: (100 + index) * 412,
    exports: [],
    ...overrides,
  };
}

/** A story's beforeEach: the signed-in persona with more feature flags. */
export const withFlags =
  (...flags: readonly string[]) =>
  () => {
    const user = session.user;
    if (user) setUser({ ...user, feature_flags: [...user.feature_flags, ...flags] });
  };
