import { AbbreviatedNumber, Badge, containedEndpointsText, Link } from '@portal/ui';
import { useAgents } from '../../api/hooks';
import { PATHS } from '../../routing/paths';
import { CallToAction } from './DashboardPage.styles';
import { DashboardTile } from './DashboardTile';
import { countEndpoints, downloadsUrl } from './dashboardFigures';

export const ONLINE_ENDPOINTS_FOOTER = 'The number of endpoint agents that have reported within the last 72 hours.';
export const NO_AGENTS_TEXT =
  'Download the Endpoint Agent and install it on your endpoints in order to view their reporting and containment status.';

/**
 * Online Endpoints (portal-core §2): the online count and the footer, a red badge when any endpoint is contained
 * and a link to the endpoint page; with no agents at all, the call to download the agent instead.
 */
export function OnlineEndpointsTile({ riskId }: { riskId: string | null }) {
  const agents = useAgents();
  return (
    <DashboardTile
      title="Online Endpoints"
      query={agents}
      loadingLabel="Loading endpoints..."
      loadingNote={ONLINE_ENDPOINTS_FOOTER}
    >
      {(reply) => {
        const counts = countEndpoints(reply.data, new Date());
        if (counts.total === 0) {
          return {
            children: (
              <CallToAction>
                <p>{NO_AGENTS_TEXT}</p>
                <Link href={downloadsUrl(riskId)} variant="button" newTab>
                  Go to Downloads
                </Link>
              </CallToAction>
            ),
          };
        }
        return {
          value: <AbbreviatedNumber value={counts.online} />,
          badge:
            counts.contained > 0 ? (
              <Badge intent="danger">{containedEndpointsText(counts.contained)}</Badge>
            ) : undefined,
          note: ONLINE_ENDPOINTS_FOOTER,
          link: { href: PATHS.endpoints, label: 'View endpoint status' },
        };
      }}
    </DashboardTile>
  );
}
