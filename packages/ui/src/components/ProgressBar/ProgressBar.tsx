import { useId } from 'react';
import { clampProgress, PROGRESS_MAX, PROGRESS_MIN, progressIntent } from './progressIntent';
import { ProgressFill, ProgressHeader, ProgressRoot, ProgressTrack } from './ProgressBar.styles';

export interface ProgressBarProps {
  /** Percent complete, 0–100 (clamped). */
  value: number;
  /** What is progressing; names the progress bar. */
  label: string;
  /** Show the label above the bar (otherwise it is only announced). */
  showLabel?: boolean;
  /** Show the percentage beside the label. */
  showValue?: boolean;
  className?: string;
}

export function ProgressBar({ value, label, showLabel = false, showValue = true, className }: ProgressBarProps) {
  const labelId = useId();
  const clamped = clampProgress(value);
  const rounded = Math.round(clamped);
  const intent = progressIntent(clamped);
  return (
    <ProgressRoot className={className} data-portal-id="progress-bar">
      {(showLabel || showValue) && (
        <ProgressHeader>
          {showLabel ? <span id={labelId}>{label}</span> : <span />}
          {showValue && <span aria-hidden="true">{`${rounded}%`}</span>}
        </ProgressHeader>
      )}
      <ProgressTrack
        role="progressbar"
        aria-valuenow={rounded}
        aria-valuemin={PROGRESS_MIN}
        aria-valuemax={PROGRESS_MAX}
        aria-valuetext={`${rounded}%`}
        aria-labelledby={showLabel ? labelId : undefined}
        aria-label={showLabel ? undefined : label}
        data-intent={intent}
      >
        <ProgressFill $intent={intent} style={{ width: `${clamped}%` }} />
      </ProgressTrack>
    </ProgressRoot>
  );
}
