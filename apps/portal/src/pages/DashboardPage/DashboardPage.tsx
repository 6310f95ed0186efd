import { useSnapshot } from 'valtio';
import { PageFrame, ShareWithCstAction } from '../../kit';
import { hasFeature } from '../../permissions/rules';
import { session } from '../../state/session';
import { CoverageScoreTile } from './CoverageScoreTile';
import { DashboardCell, DashboardGrid } from './DashboardPage.styles';
import { InvestigationsPanels } from './InvestigationsPanels';
import { OnlineEndpointsTile } from './OnlineEndpointsTile';
import { SensorStatusTile } from './SensorStatusTile';
import { TopCountriesPanel } from './TopCountriesPanel';

/**
 * /dashboard (portal-core §2): the coverage score, online endpoints and sensor health; the investigations with
 * their total and ticketed counts; Top Countries when the user's roles and services allow it. Every panel fetches,
 * fails and retries on its own and refetches when its data is stale (§9).
 */
export function DashboardPage() {
  const { user, customer } = useSnapshot(session);
  const riskId = customer?.riskID ?? null;
  return (
    <PageFrame title="Dashboard" width="full" actions={<ShareWithCstAction viewName="Dashboard" />}>
      <DashboardGrid>
        <DashboardCell $area="coverage">
          <CoverageScoreTile />
        </DashboardCell>
        <DashboardCell $area="endpoints">
          <OnlineEndpointsTile riskId={riskId} />
        </DashboardCell>
        <DashboardCell $area="sensors">
          <SensorStatusTile />
        </DashboardCell>
        <InvestigationsPanels riskId={riskId} pod={user?.customer?.pod ?? null} />
        {hasFeature(user, 'VIEW_TOP_COUNTRIES') && (
          <DashboardCell $area="countries">
            <TopCountriesPanel />
          </DashboardCell>
        )}
      </DashboardGrid>
    </PageFrame>
  );
}
