import { InvestigationsChart, type InvestigationsDatum } from '@portal/ui';

/**
 * The Security Investigations chart in a chunk of its own, loaded while the incidents are fetched: the dashboard's
 * first row paints without waiting for the chart's code.
 */
export default function InvestigationsChartView({
  data,
  label,
}: {
  data: readonly InvestigationsDatum[];
  label: string;
}) {
  return <InvestigationsChart data={data} label={label} />;
}
