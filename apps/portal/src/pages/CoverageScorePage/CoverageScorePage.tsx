import { COVERAGE_EXPLANATION, CoverageGauge } from '@portal/ui';
import { useMetricsSummary } from '../../api/hooks';
import { DataPanel, PageFrame } from '../../kit';
import { PATHS } from '../../routing/paths';

const BREADCRUMBS = [{ label: 'Dashboard', href: PATHS.dashboard }, { label: 'Coverage Score' }];

/**
 * /dashboard/coverage-score (also reached from /dashboard/security-score): the readiness score out of 100 with the
 * comparisons, what it means and the breakdown of every readiness fact (portal-core §2, §3); without readiness data
 * the spec's not-available sentence. The metrics summary is refetched by the §9 staleness (summary: 10 minutes).
 */
export function CoverageScorePage() {
  const summary = useMetricsSummary();
  return (
    <PageFrame title="Coverage Score" breadcrumbs={BREADCRUMBS}>
      <DataPanel title="Your score" query={summary} loading="Loading coverage score...">
        {({ readiness }) => (
          <CoverageGauge
            scores={readiness}
            facts={readiness}
            stats={readiness?.stats}
            explanation={COVERAGE_EXPLANATION}
          />
        )}
      </DataPanel>
    </PageFrame>
  );
}
