import { Link } from '@portal/ui';
import { Link as RouterLink, useHref, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { canView } from '../permissions/rules';
import { PATHS } from '../routing/paths';
import { session } from '../state/session';

export interface ShareWithCstActionProps {
  /** The name of the page being shared, for the share page's 'Back to <previous view>' (its title). */
  viewName: string;
}

/** The share page's address carrying the shared link and view in its query (read by the share page's readShareContent). */
export function shareTicketHref(link: string, viewName: string): string {
  return `${PATHS.contactShare}?${new URLSearchParams({ link, viewName }).toString()}`;
}

/**
 * A page action opening /contact/share with the page's current absolute URL (origin + path + query), so a ticket
 * can point the CST at exactly this view (portal-core §2). Shown only to users who may open that page (the
 * contact_cse view, the route's rule). The share rides in the query rather than navigation state, so the link also
 * works when opened in a new tab.
 */
export function ShareWithCstAction({ viewName }: ShareWithCstActionProps) {
  const { user } = useSnapshot(session);
  const location = useLocation();
  // useHref adds the router's basename, so the link is the address the browser shows.
  const path = useHref({ pathname: location.pathname, search: location.search });
  if (!canView(user, 'contact_cse')) return null;
  const link = new URL(path, window.location.origin).href;
  return (
    <Link href={shareTicketHref(link, viewName)} as={RouterLink} variant="button">
      Share with your CST
    </Link>
  );
}
