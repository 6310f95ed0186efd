import { AbbreviatedNumber, NOT_AVAILABLE, Panel, Spinner, StatTile } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { useIncidents } from '../../api/hooks';
import { DataPanel } from '../../kit';
import { ChartSpace, DashboardCell } from './DashboardPage.styles';
import { DashboardTile } from './DashboardTile';
import { monthlyInvestigationsDecimals, ticketedPeriod } from './dashboardFigures';

const CHART_TITLE = 'Security Investigations';
const LOADING = 'Loading investigations...';
const InvestigationsChartView = lazy(() => import('./InvestigationsChartView'));

function ticketedNote(): string {
  const { first, last } = ticketedPeriod(new Date());
  return `Last 4 weeks, up to the start of this week (${first} to ${last}).`;
}

/** While the chart's code loads: the spinner in the chart's space. */
function ChartLoading() {
  return (
    <ChartSpace>
      <Spinner label={LOADING} showLabel />
    </ChartSpace>
  );
}

/**
 * The investigations row: the Security Investigations chart, Monthly Investigations (the total) and Ticketed
 * Incidents, all from the incidents call, which needs the customer's risk id and pod.
 */
export function InvestigationsPanels({ riskId, pod }: { riskId: string | null; pod: string | null }) {
  const incidents = useIncidents(riskId, pod);
  if (riskId === null || pod === null) return <InvestigationsUnavailable />;
  return (
    <>
      <DashboardCell $area="chart">
        <DataPanel
          title={CHART_TITLE}
          query={incidents}
          loading={LOADING}
          placeholder={(state) => <ChartSpace>{state}</ChartSpace>}
        >
          {(reply) => (
            <Suspense fallback={<ChartLoading />}>
              <InvestigationsChartView data={reply.histogram} label={CHART_TITLE} />
            </Suspense>
          )}
        </DataPanel>
      </DashboardCell>
      <DashboardCell $area="total">
        <DashboardTile title="Monthly Investigations" query={incidents} loadingLabel={LOADING}>
          {({ total }) => ({
            value: <AbbreviatedNumber value={total} decimals={monthlyInvestigationsDecimals(total)} />,
          })}
        </DashboardTile>
      </DashboardCell>
      <DashboardCell $area="ticketed">
        <DashboardTile title="Ticketed Incidents" query={incidents} loadingLabel={LOADING} loadingNote={ticketedNote()}>
          {({ ticketed }) => ({ value: <AbbreviatedNumber value={ticketed} />, note: ticketedNote() })}
        </DashboardTile>
      </DashboardCell>
    </>
  );
}

/**
 * Without a risk id (a customer still being set up) there is nothing to ask the incidents call for: the chart says
 * there are no investigations and the counts are not available.
 */
function InvestigationsUnavailable() {
  return (
    <>
      <DashboardCell $area="chart">
        <Panel title={CHART_TITLE}>
          <Suspense fallback={<ChartLoading />}>
            <InvestigationsChartView data={[]} label={CHART_TITLE} />
          </Suspense>
        </Panel>
      </DashboardCell>
      <DashboardCell $area="total">
        <StatTile title="Monthly Investigations" value={NOT_AVAILABLE} />
      </DashboardCell>
      <DashboardCell $area="ticketed">
        <StatTile title="Ticketed Incidents" value={NOT_AVAILABLE} footer={ticketedNote()} />
      </DashboardCell>
    </>
  );
}
