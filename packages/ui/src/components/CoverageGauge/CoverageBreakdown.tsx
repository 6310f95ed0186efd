import { formatFullNumber } from '../../format';
import { VisuallyHidden } from '../VisuallyHidden';
import { clampScore, COVERAGE_BREAKDOWN, COVERAGE_SCORE_MAX, type CoverageScores } from './coverageScore';
import { BreakdownBar, BreakdownTable } from './CoverageDetails.styles';

export interface CoverageBreakdownProps {
  scores: CoverageScores;
}

/** Earned against maximum points for each part of the score (portal-core §9), with the total. */
export function CoverageBreakdown({ scores }: CoverageBreakdownProps) {
  return (
    <BreakdownTable>
      <caption>Score breakdown</caption>
      <thead>
        <tr>
          <th scope="col">Category</th>
          <th scope="col">Earned</th>
          <th scope="col">Maximum</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {COVERAGE_BREAKDOWN.map(({ key, label, field, max }) => {
          const earned = clampScore(scores[field], max);
          const share = Math.round((earned / max) * 100);
          return (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{formatFullNumber(earned)}</td>
              <td>{max}</td>
              <td>
                <BreakdownBar aria-hidden="true">
                  <span style={{ width: `${String(share)}%` }} />
                </BreakdownBar>
                <VisuallyHidden>{`${String(share)}%`}</VisuallyHidden>
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{formatFullNumber(clampScore(scores.security_score))}</td>
          <td>{COVERAGE_SCORE_MAX}</td>
          <td>
            <VisuallyHidden>{`${formatFullNumber(Math.round(clampScore(scores.security_score)))}%`}</VisuallyHidden>
          </td>
        </tr>
      </tfoot>
    </BreakdownTable>
  );
}
