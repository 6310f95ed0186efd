import { useState } from 'react';
import { Icon } from '../../icons';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import { InvestigationsBars } from './InvestigationsBars';
import { ChartMessage, ChartRoot, ChartToolbar } from './InvestigationsChart.styles';
import { INVESTIGATIONS_CHART_HEIGHT, type InvestigationsDatum } from './investigationsGeometry';
import { InvestigationsTable } from './InvestigationsTable';

export interface InvestigationsChartProps {
  /** Investigations per week, oldest first. */
  data?: readonly InvestigationsDatum[];
  /** Names the chart and captions its table. */
  label?: string;
  /** Start with the table shown instead of the bars. */
  defaultView?: 'chart' | 'table';
  loading?: boolean;
  /** The incidents error, shown in place of the chart. */
  error?: string;
  className?: string;
}

/**
 * The Security Investigations bar chart: one 50 px bar per week on a 430 px chart, with a tooltip on hover and on
 * keyboard focus of each bar. The same numbers are always in a table, visually hidden until asked for.
 */
export function InvestigationsChart({
  data = [],
  label = 'Security Investigations',
  defaultView = 'chart',
  loading = false,
  error,
  className,
}: InvestigationsChartProps) {
  const [view, setView] = useState(defaultView);
  const box = { minHeight: INVESTIGATIONS_CHART_HEIGHT };

  let content;
  if (loading) {
    content = (
      <ChartMessage $tone="muted" style={box}>
        <Spinner label="Loading investigations..." showLabel />
      </ChartMessage>
    );
  } else if (error !== undefined) {
    content = (
      <ChartMessage $tone="danger" style={box}>
        <Icon name="exclamation" />
        {error}
      </ChartMessage>
    );
  } else if (data.length === 0) {
    content = (
      <ChartMessage $tone="muted" style={box}>
        No investigations to show for this period.
      </ChartMessage>
    );
  } else {
    const table = <InvestigationsTable data={data} caption={`${label} per week`} />;
    content = (
      <>
        <ChartToolbar>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setView(view === 'chart' ? 'table' : 'chart');
            }}
          >
            {view === 'chart' ? 'Show as table' : 'Show as chart'}
          </Button>
        </ChartToolbar>
        {view === 'chart' ? (
          <>
            <InvestigationsBars data={data} label={label} />
            <VisuallyHidden>{table}</VisuallyHidden>
          </>
        ) : (
          table
        )}
      </>
    );
  }

  return (
    <ChartRoot className={className} data-portal-id="investigations-chart">
      {content}
    </ChartRoot>
  );
}
