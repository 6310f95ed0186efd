import { formatFullNumber, NOT_AVAILABLE } from '../../format';
import { sizeBandLabel, type EmployeeRange } from './coverageScore';
import { ComparisonList, ComparisonRating } from './CoverageDetails.styles';

/** Averages to compare with (the readiness `stats`). */
export interface CoverageStats {
  avg: number;
  industry: { value: number; rating: string };
  size: EmployeeRange & { value: number };
}

export interface CoverageComparisonsProps {
  stats: CoverageStats;
  /** The customer's industry, named beside its average. */
  industry?: string | null;
}

export function CoverageComparisons({ stats, industry }: CoverageComparisonsProps) {
  const band = sizeBandLabel(stats.size);
  return (
    <ComparisonList>
      <div>
        <dt>All Customers average</dt>
        <dd>{formatFullNumber(stats.avg)}</dd>
      </div>
      <div>
        <dt>{industry ? `Industry average (${industry})` : 'Industry average'}</dt>
        <dd>
          {formatFullNumber(stats.industry.value)}
          {stats.industry.rating !== '' && <ComparisonRating>{stats.industry.rating}</ComparisonRating>}
        </dd>
      </div>
      <div>
        <dt>{band === NOT_AVAILABLE ? 'Size average' : `Size average (${band} employees)`}</dt>
        <dd>{formatFullNumber(stats.size.value)}</dd>
      </div>
    </ComparisonList>
  );
}
