import type { FlowType } from '@portal/api';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useApi } from '../../api/useApi';
import { EXPLORER_SWR, ExplorerScreen, FilterField, useExplorerView, type ExplorerView } from '../../dataExplorer';
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

const FLOW_NAV = { base: PATHS.dataFlow, types: FLOW_TYPES_IN_ORDER, label: 'Flow data types' };

function FlowExplorer({ type }: { type: FlowType }) {
  const view = useExplorerView(FLOW_VIEW);
  const flows = useApi('flows', { query: flowsQuery(type, view) }, EXPLORER_SWR);
  return (
    <ExplorerScreen
      type={type}
      nav={FLOW_NAV}
      view={view}
      query={flows}
      info={FLOW_TYPE_INFO[type]}
      subject="Flows"
      filterLabels={VALUE_FILTERS}
      columns={flowColumns}
      getRowId={flowRowId}
    >
      <DirectionFilter view={view} />
    </ExplorerScreen>
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
