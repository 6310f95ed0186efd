import { Link } from '@portal/ui';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../routing/paths';

export type LogPage = 'search' | 'activity' | 'sources';

const LOG_PAGES: readonly { page: LogPage; href: string; label: string }[] = [
  { page: 'search', href: PATHS.logSearch, label: 'New search' },
  { page: 'activity', href: PATHS.logSearchActivity, label: 'Search Activity' },
  { page: 'sources', href: PATHS.logSearchSources, label: 'Log Sources' },
];

export interface LogPagesLinksProps {
  /** The page showing the links: it does not link to itself. */
  current: LogPage;
  /** The search link's text where 'New search' does not fit (Log Sources: 'Go to Log Search'). */
  searchLabel?: string;
}

/** The log pages' header links to each other: Log Search, Search Activity and Log Sources. */
export function LogPagesLinks({ current, searchLabel }: LogPagesLinksProps) {
  return (
    <>
      {LOG_PAGES.filter(({ page }) => page !== current).map(({ page, href, label }) => (
        <Link key={page} href={href} as={RouterLink}>
          {page === 'search' ? (searchLabel ?? label) : label}
        </Link>
      ))}
    </>
  );
}
