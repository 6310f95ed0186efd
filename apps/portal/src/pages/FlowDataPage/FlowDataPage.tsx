import type { FlowRow, FlowType } from '@portal/api';
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useApi } from '../../api/useApi';
import {
  EXPLORER_SWR,
  ExplorerPanel,
  ExplorerStack,
  ExplorerTable,
  ExplorerToolbar,
  ExplorerTypeNav,
  FilterField,
  requestedRange,
  shownRange,
  useExplorerView,
  type ExplorerView,
} from '../../dataExplorer';
import { PageFrame } from '../../kit';
import { PATHS } from '../../routing/paths';
import { flowColumns } from './flowColumns';
import { Select } from './FlowDataPage.styles';
import {
  DEFAULT_FLOW_TYPE,
  DIRECTION_LABELS,
  directionOf,
  FLOW_FILTER_LABELS,
  FLOW_TYPE_INFO,
  FLOW_TYPES_IN_ORDER,
  FLOW_VIEW,
  flowRowId,
  flowsQuery,
  toFlowType,
} from './flowView';

/** The location and sensor filters come from drill-downs; the direction is chosen here. */
const VALUE_FILTERS = { location: FLOW_FILTER_LABELS.location, sensor: FLOW_FILTER_LABELS.sensor };

function DirectionFilter({ view }: { view: ExplorerView }) {
  return (
    <FilterField>
      {FLOW_FILTER_LABELS.direction}
      <Select
        value={directionOf(view) ?? ''}
        onChange={(event) => {
          view.setFilters({ direction: event.target.value });
        }}
      >
        <option value="">Both directions</option>
        {Object.entries(DIRECTION_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
    </FilterField>
  );
}

function FlowTable({ type, rows, view }: { type: FlowType; rows: FlowRow[]; view: ExplorerView }) {
  const { search } = useLocation();
  const columns = useMemo(() => flowColumns(type, rows, search), [type, rows, search]);
  const info = FLOW_TYPE_INFO[type];
  return (
    <ExplorerTable
      rows={rows}
      columns={columns}
      getRowId={flowRowId}
      caption={`Flows by ${info.header.toLowerCase()}`}
      noun={info.noun}
      view={view}
    />
  );
}

/** One type's explorer; keyed by type, so another type never shows this one's rows while it loads. */
function FlowExplorer({ type }: { type: FlowType }) {
  const view = useExplorerView(FLOW_VIEW);
  const flows = useApi('flows', { query: flowsQuery(type, view) }, EXPLORER_SWR);
  const [now] = useState(() => new Date());
  const requested = requestedRange(view.filters);
  return (
    <ExplorerStack>
      <ExplorerTypeNav base={PATHS.dataFlow} types={FLOW_TYPES_IN_ORDER} current={type} label="Flow data types" />
      <ExplorerToolbar view={view} range={shownRange(flows.data, requested, now)} filterLabels={VALUE_FILTERS}>
        <DirectionFilter view={view} />
      </ExplorerToolbar>
      <ExplorerPanel title={`Top ${FLOW_TYPE_INFO[type].noun}`} query={flows} requested={requested}>
        {(reply) => <FlowTable type={type} rows={reply.results} view={view} />}
      </ExplorerPanel>
    </ExplorerStack>
  );
}

/**
 * Flow Data (/data/flow/:type, with no unified-portal host): network flows by device, protocol, location, site or
 * sensor, the same explorer as AD Event Data. An unknown type goes to the first one, keeping the query.
 */
export function FlowDataPage() {
  const type = toFlowType(useParams().type);
  const { search } = useLocation();
  if (type === undefined)
    return <Navigate to={{ pathname: `${PATHS.dataFlow}/${DEFAULT_FLOW_TYPE}`, search }} replace />;
  return (
    <PageFrame
      title="Flow Data"
      description="Network flows by device, protocol, location, site or sensor."
      width="full"
    >
      <FlowExplorer key={type} type={type} />
    </PageFrame>
  );
}
