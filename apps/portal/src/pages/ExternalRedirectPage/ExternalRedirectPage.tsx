import { Link, Spinner } from '@portal/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { unifiedPortalUrl } from '../../routing/external';
import { session } from '../../state/session';
import { PageFrame } from '../../kit';

export interface ExternalRedirectPageProps {
  /** How to leave the portal; the browser's location by default. */
  leave?: (href: string) => void;
}

const leaveForReal = (href: string) => {
  window.location.replace(href);
};

/** Routes that live on the unified portal: the browser is sent there, query string and risk id kept. */
export function ExternalRedirectPage({ leave = leaveForReal }: ExternalRedirectPageProps) {
  const { pathname, search } = useLocation();
  const { customer } = useSnapshot(session);
  const href = unifiedPortalUrl(pathname, search, customer?.riskID ?? null);

  useEffect(() => {
    leave(href);
  }, [href, leave]);

  return (
    <PageFrame title="Unified Portal">
      <Spinner label="Opening the unified portal..." showLabel />
      <p>
        If nothing happens, <Link href={href}>continue to the unified portal</Link>.
      </p>
    </PageFrame>
  );
}
