import type { ReactNode } from 'react';
import { Icon } from '../../icons';
import { Spinner } from '../Spinner';
import { CoverageBreakdown } from './CoverageBreakdown';
import { CoverageComparisons, type CoverageStats } from './CoverageComparisons';
import { Explanation } from './CoverageDetails.styles';
import type { CoverageFacts } from './coverageFacts';
import { CoverageFactsBreakdown } from './CoverageFactsBreakdown';
import { CoverageMessage, CoverageRoot, CoverageSummary } from './CoverageGauge.styles';
import { CoverageMeter } from './CoverageMeter';
import type { CoverageScores } from './coverageScore';

export const COVERAGE_GAUGE_LAYOUTS = ['full', 'compact'] as const;
export type CoverageGaugeLayout = (typeof COVERAGE_GAUGE_LAYOUTS)[number];

/** Shown when the customer has no readiness data yet (portal-core §2, Coverage Score page). */
export const COVERAGE_NOT_AVAILABLE_MESSAGE =
  'Your coverage score is not available yet. Please contact your CST for more information.';

export interface CoverageGaugeProps {
  /** The readiness scores; null or undefined when there is no readiness data yet. */
  scores?: CoverageScores | null;
  /** Averages to compare with; the comparisons are left out without them. */
  stats?: CoverageStats | null;
  /** The readiness facts behind the score; with them the breakdown lists every fact under its part of the score. */
  facts?: CoverageFacts | null;
  /** What the score means, above the dial and the breakdown (full layout); `COVERAGE_EXPLANATION` is the standard text. */
  explanation?: ReactNode;
  /** `compact` shows only the dial (the dashboard tile); `full` adds comparisons and the breakdown. */
  layout?: CoverageGaugeLayout;
  /** Names the meter. */
  label?: string;
  loading?: boolean;
  error?: string;
  className?: string;
}

/**
 * The coverage score out of 100, coloured by band, with the comparisons and the breakdown of its 100 points (and,
 * given the readiness facts, every fact behind each part).
 */
export function CoverageGauge({
  scores,
  stats,
  facts,
  explanation,
  layout = 'full',
  label = 'Coverage score',
  loading = false,
  error,
  className,
}: CoverageGaugeProps) {
  if (loading) return <Spinner label={`Loading ${label.toLowerCase()}`} showLabel className={className} />;
  if (error !== undefined) {
    return (
      <CoverageMessage $tone="danger" className={className}>
        <Icon name="exclamation" />
        {error}
      </CoverageMessage>
    );
  }
  if (!scores) {
    return (
      <CoverageMessage $tone="muted" className={className}>
        {COVERAGE_NOT_AVAILABLE_MESSAGE}
      </CoverageMessage>
    );
  }
  const meter = <CoverageMeter score={scores.security_score} label={label} />;
  if (layout === 'compact') return <CoverageSummary className={className}>{meter}</CoverageSummary>;
  return (
    <CoverageRoot className={className} data-portal-id="coverage-gauge">
      {explanation !== undefined && <Explanation>{explanation}</Explanation>}
      <CoverageSummary>
        {meter}
        {stats && <CoverageComparisons stats={stats} industry={scores.industry} />}
      </CoverageSummary>
      {facts ? <CoverageFactsBreakdown scores={scores} facts={facts} /> : <CoverageBreakdown scores={scores} />}
    </CoverageRoot>
  );
}
