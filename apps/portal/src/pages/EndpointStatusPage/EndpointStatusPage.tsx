import { Banner, EndpointTable, VisuallyHidden, type EndpointRow } from '@portal/ui';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useAgents } from '../../api/hooks';
import { useApiMutation } from '../../api/useApiMutation';
import { useApiPreview } from '../../api/useApiPreview';
import { DataPanel, PageFrame, ShareWithCstAction } from '../../kit';
import { unifiedRouteHref } from '../../routing/external';
import { PATHS } from '../../routing/paths';
import { session } from '../../state/session';
import { firstEndpointsText, missingEndpointsText } from './endpointLoading';
import { EndpointPanelBody } from './EndpointStatusPage.styles';
import { MISSING_ROW_TIMING, useEndpointLoading, type MissingRowTiming } from './useEndpointLoading';
import { useEndpointView } from './useEndpointView';

/** portal-core §8, verbatim. */
export const ENDPOINT_REMOVED_MESSAGE = 'Offline endpoint has been removed.';

export interface EndpointStatusPageProps {
  /** How often and how long incomplete rows are re-fetched (3 s for up to 30 s); stories shorten it. */
  missingRowTiming?: MissingRowTiming;
}

/** The agent download page, with the customer's risk id when there is one (portal-core §2). */
function agentDownloadHref(riskId: string | null | undefined): string {
  return unifiedRouteHref(PATHS.downloads, riskId ?? null);
}

/**
 * /dashboard/endpoints (portal-core §2 "Endpoint Status"): the customer's endpoint agents in the EndpointTable, with
 * incomplete rows completed by re-fetching them by id, the view in the URL, CSV export and removal of offline ones.
 */
export function EndpointStatusPage({ missingRowTiming = MISSING_ROW_TIMING }: EndpointStatusPageProps) {
  const { customer } = useSnapshot(session);
  const agents = useAgents();
  // A long list's first part while the rest arrives: its rows show at once, said to be partial.
  const arriving = useApiPreview('agents', {});
  const preview = agents.data === undefined ? arriving : undefined;
  const { load, completing, missing, remove, restart, partial } = useEndpointLoading(
    agents.data?.data ?? preview?.data,
    missingRowTiming,
    preview !== undefined,
  );
  // Refresh (and Retry) reload the list and complete its rows again, even when the list answers the same.
  const { mutate } = agents;
  const refresh = useCallback(async () => {
    const reply = await mutate();
    restart();
    return reply;
  }, [mutate, restart]);
  const view = useEndpointView();
  const removal = useApiMutation('removeAgent', { success: ENDPOINT_REMOVED_MESSAGE });
  const { run } = removal;
  const onRemove = useCallback(
    async (row: EndpointRow) => {
      // A failure shows the server's message as a toast (useApiMutation); the row then stays.
      const reply = await run({ body: { agentId: row.id } });
      if (reply !== undefined) remove(row.id);
    },
    [run, remove],
  );

  return (
    <PageFrame title="Endpoint Status" width="full" actions={<ShareWithCstAction viewName="Endpoint Status" />}>
      {/* A long list shows the spinner until its rows are built (useEndpointLoading), not an empty table. */}
      <DataPanel
        title="Endpoints"
        query={{ ...agents, data: load === null ? undefined : (agents.data ?? preview), mutate: refresh }}
        loading="Loading endpoints..."
      >
        {() => (
          <EndpointPanelBody>
            {missing > 0 && <Banner intent="warning">{missingEndpointsText(missing)}</Banner>}
            {/* The table's empty and no-match messages are h4 headings: this keeps the outline h2 > h3 > h4. */}
            <VisuallyHidden as="h3">Endpoint list</VisuallyHidden>
            <EndpointTable
              rows={load?.rows ?? []}
              customerName={customer?.name ?? ''}
              onRemove={onRemove}
              agentDownloadHref={agentDownloadHref(customer?.riskID)}
              linkAs={RouterLink}
              loading={completing}
              progress={load?.progress ?? 0}
              loadingNote={partial && load !== null ? firstEndpointsText(load.rows.length) : undefined}
              {...view}
            />
          </EndpointPanelBody>
        )}
      </DataPanel>
    </PageFrame>
  );
}
