import { formatFullNumber } from '../../format';
import { Badge } from '../Badge';
import { COVERAGE_FACTS, type CoverageFacts } from './coverageFacts';
import { clampScore, COVERAGE_BREAKDOWN, COVERAGE_SCORE_MAX, type CoverageScores } from './coverageScore';
import { FactRow, FactsTable } from './CoverageDetails.styles';

export interface CoverageFactsBreakdownProps {
  scores: CoverageScores;
  facts: CoverageFacts;
}

const points = (earned: number, max: number) => `${formatFullNumber(clampScore(earned, max))} of ${String(max)}`;

/**
 * The breakdown with every readiness fact: each part of the score (earned of its maximum) heads the facts that feed
 * it — booleans as Y or N, cloud apps as configured / detected, monthly incidents as Low, Medium or High.
 */
export function CoverageFactsBreakdown({ scores, facts }: CoverageFactsBreakdownProps) {
  return (
    <FactsTable>
      <caption>Score breakdown</caption>
      <thead>
        <tr>
          <th scope="col">Measure</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      {COVERAGE_BREAKDOWN.map(({ key, label, field, max }) => (
        <tbody key={key}>
          <tr>
            <th scope="rowgroup">{label}</th>
            <td>{points(scores[field], max)}</td>
          </tr>
          {COVERAGE_FACTS.filter((fact) => fact.category === key).map((fact) => {
            const value = fact.value(facts);
            return (
              <FactRow key={fact.key}>
                <th scope="row">{fact.label}</th>
                <td>{value.intent ? <Badge intent={value.intent}>{value.text}</Badge> : value.text}</td>
              </FactRow>
            );
          })}
        </tbody>
      ))}
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{points(scores.security_score, COVERAGE_SCORE_MAX)}</td>
        </tr>
      </tfoot>
    </FactsTable>
  );
}
