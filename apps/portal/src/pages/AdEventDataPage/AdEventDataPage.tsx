import { AD_EVENT_TYPES, type AdEventType } from '@portal/api';
import { useParams } from 'react-router-dom';
import { useApi } from '../../api/useApi';
import { EXPLORER_SWR, ExplorerScreen, useExplorerView } from '../../dataExplorer';
import { PageFrame } from '../../kit';
import { PATHS } from '../../routing/paths';
import { adEventColumns } from './adEventColumns';
import { AD_FILTER_LABELS, AD_TYPE_INFO, AD_TYPES, AD_VIEW, adEventsQuery, rowValue } from './adEventView';

const toType = (value: string | undefined): AdEventType =>
  AD_EVENT_TYPES.find((type) => type === value) ?? 'event_code';

const AD_NAV = { base: PATHS.dataAd, types: AD_TYPES, label: 'AD event types' };

function AdEventExplorer({ type }: { type: AdEventType }) {
  const view = useExplorerView(AD_VIEW);
  const events = useApi('adEvents', { query: adEventsQuery(type, view) }, EXPLORER_SWR);
  return (
    <ExplorerScreen
      type={type}
      nav={AD_NAV}
      view={view}
      query={events}
      info={AD_TYPE_INFO[type]}
      subject="AD events"
      filterLabels={AD_FILTER_LABELS}
      columns={adEventColumns}
      getRowId={rowValue}
    />
  );
}

/**
 * AD Event Data (portal-core §2): the top 100 Active Directory event codes, users, origin users or domains over a
 * time range, with the heat map and a sparkline per row; the filters, the range and the sort are in the URL, and a
 * count drills into the other types with the row's value as a filter.
 */
export function AdEventDataPage() {
  const type = toType(useParams().type);
  return (
    <PageFrame
      title="AD Event Data"
      description="Active Directory events by event code, user, origin user or domain."
      width="full"
    >
      <AdEventExplorer key={type} type={type} />
    </PageFrame>
  );
}
