import type { ReactNode } from 'react';
import { formatFullNumber } from '../../format';
import { HeatMapCellRoot } from './HeatMapCell.styles';
import { heatLevel } from './heatLevel';

export interface HeatMapCellProps {
  /** The count this cell shows. */
  value: number;
  /** The largest count it is compared with (e.g. the column's top value): that one gets the darkest colour. */
  max: number;
  /** What to show instead of the count, e.g. a link that drills into it; the colour still follows `value`. */
  children?: ReactNode;
  className?: string;
}

/**
 * A count on a colour that deepens with the count (a heat map), for table cells: the darkest step is the largest
 * count, an empty count has no colour. The number carries the meaning; the colour helps the eye find the peaks.
 */
export function HeatMapCell({ value, max, children, className }: HeatMapCellProps) {
  return (
    <HeatMapCellRoot className={className} data-portal-id="heat-map-cell" data-heat-level={heatLevel(value, max)}>
      {children ?? formatFullNumber(value)}
    </HeatMapCellRoot>
  );
}
