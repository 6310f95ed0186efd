import type { ComponentType } from 'react';
import { Icon } from '../../icons';
import { Button } from '../Button';
import { Link, type RouterLinkProps } from '../Link';
import { Tooltip } from '../Tooltip';
import { Toolbar } from './EndpointTable.styles';

/** Why rows may be incomplete (portal-core §2). */
export const INCOMPLETE_ROWS_HELP =
  'The endpoint agent reports every 30 minutes. Some fields may be blank for endpoints with non-English language packs, atypical network configurations, network adapter or IP address changes, or no user logged in. If fields stay blank, contact your CST.';

interface EndpointToolbarProps {
  someIncomplete: boolean;
  loading: boolean;
  onExport: () => void;
  agentDownloadHref: string;
  linkAs?: ComponentType<RouterLinkProps>;
}

export function EndpointToolbar({
  someIncomplete,
  loading,
  onExport,
  agentDownloadHref,
  linkAs,
}: EndpointToolbarProps) {
  return (
    <Toolbar>
      {someIncomplete && (
        <Tooltip content={INCOMPLETE_ROWS_HELP}>
          <Button variant="ghost" icon={<Icon name="info" />} aria-label="Why are some endpoint details blank?" />
        </Tooltip>
      )}
      <Button onClick={onExport} disabled={loading}>
        Export CSV
      </Button>
      <Link href={agentDownloadHref} as={linkAs} variant="standalone">
        Download Endpoint Agent
      </Link>
    </Toolbar>
  );
}
