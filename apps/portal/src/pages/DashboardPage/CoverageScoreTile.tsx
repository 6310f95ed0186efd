import { COVERAGE_GAUGE_SIZE, CoverageGauge } from '@portal/ui';
import { useMetricsSummary } from '../../api/hooks';
import { PATHS } from '../../routing/paths';
import { DashboardTile } from './DashboardTile';

/**
 * Coverage Score: the security score out of 100 from the readiness scores, or the not-available sentence when the
 * customer has none yet; links to the coverage score page.
 */
export function CoverageScoreTile() {
  const summary = useMetricsSummary();
  return (
    // While loading, the tile keeps the gauge's height: the first row of the dashboard does not grow when it arrives.
    <DashboardTile
      title="Coverage Score"
      query={summary}
      loadingLabel="Loading coverage score..."
      loadingHeight={COVERAGE_GAUGE_SIZE}
    >
      {({ readiness }) => ({
        children: <CoverageGauge layout="compact" scores={readiness} label="Coverage score" />,
        link: { href: PATHS.coverageScore, label: 'View coverage score' },
      })}
    </DashboardTile>
  );
}
