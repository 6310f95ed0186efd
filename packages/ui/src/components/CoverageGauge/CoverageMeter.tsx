import { useMemo } from 'react';
import { formatFullNumber } from '../../format';
import { clampScore, COVERAGE_SCORE_MAX, coverageScoreBand } from './coverageScore';
import {
  Meter,
  MeterOutOf,
  MeterRating,
  MeterReading,
  MeterScore,
  MeterTrack,
  MeterValue,
} from './CoverageGauge.styles';
import { GAUGE_SIZE, gaugeArcs } from './gaugeGeometry';

export interface CoverageMeterProps {
  score: number;
  label: string;
}

/** The dial: a `meter` whose value text says the score and its band, so colour is never the only cue. */
export function CoverageMeter({ score, label }: CoverageMeterProps) {
  const arcs = useMemo(() => gaugeArcs(score), [score]);
  const band = coverageScoreBand(score);
  const shown = formatFullNumber(clampScore(score));
  const half = GAUGE_SIZE / 2;
  return (
    <Meter
      $intent={band.intent}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={COVERAGE_SCORE_MAX}
      aria-valuenow={clampScore(score)}
      aria-valuetext={`${shown} out of ${COVERAGE_SCORE_MAX}, ${band.label}`}
      data-intent={band.intent}
    >
      <svg
        width={GAUGE_SIZE}
        height={GAUGE_SIZE}
        viewBox={`${-half} ${-half} ${GAUGE_SIZE} ${GAUGE_SIZE}`}
        aria-hidden="true"
        focusable="false"
      >
        <MeterTrack d={arcs.track} />
        {arcs.value !== '' && <MeterValue d={arcs.value} />}
      </svg>
      <MeterReading aria-hidden="true">
        <MeterScore>{shown}</MeterScore>
        <MeterOutOf>out of {COVERAGE_SCORE_MAX}</MeterOutOf>
        <MeterRating>{band.label}</MeterRating>
      </MeterReading>
    </Meter>
  );
}
