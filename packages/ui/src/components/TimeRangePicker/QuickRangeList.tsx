import { useId } from 'react';
import type { QuickRange } from './timeRange';
import { QuickList, QuickOption, SectionLabel } from './TimeRangePicker.styles';

export interface QuickRangeListProps {
  ranges: readonly QuickRange[];
  /** The choice the current range matches, marked as current. */
  activeLabel?: string;
  onPick: (range: QuickRange) => void;
}

/** Quick choices ending now; one click applies. */
export function QuickRangeList({ ranges, activeLabel, onPick }: QuickRangeListProps) {
  const labelId = useId();
  return (
    <div data-portal-id="quick-range-list">
      <SectionLabel id={labelId}>Quick ranges</SectionLabel>
      <QuickList aria-labelledby={labelId}>
        {ranges.map((range) => (
          <li key={range.label}>
            <QuickOption
              type="button"
              aria-current={range.label === activeLabel ? true : undefined}
              onClick={() => {
                onPick(range);
              }}
            >
              {range.label}
            </QuickOption>
          </li>
        ))}
      </QuickList>
    </div>
  );
}
