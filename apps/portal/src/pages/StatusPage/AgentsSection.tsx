import { DataTable, formatDate, formatFullNumber, MISSING_VALUE, type DataTableColumn } from '@portal/ui';
import { useMemo } from 'react';
import type { AgentsReply } from '@portal/api';
import type { ApiQuery } from '../../api/useApi';
import { DataPanel, useTableUrlState, fromTableSort, toTableSort } from '../../kit';
import { AGENTS_VIEW } from './agentsView';
import { sectionError } from './SectionError';
import { STATUS_MESSAGES } from './statusMessages';
import { onlineAgents, type OnlineAgent } from './statusRules';
import { Muted, Stack } from './StatusPage.styles';

export const AGENTS_TITLE = 'Online agents';
const PAGE_SIZE = 25;

const COLUMNS: readonly DataTableColumn<OnlineAgent>[] = [
  {
    id: 'hostname',
    header: 'Hostname',
    cell: (agent) => agent.hostname ?? MISSING_VALUE,
    sortValue: (agent) => agent.hostname,
  },
  {
    id: 'heartbeat',
    header: 'Last heartbeat (UTC)',
    cell: (agent) => formatDate(agent.heartbeatTime, 'dateTimeMinutesUtc') ?? MISSING_VALUE,
    sortValue: (agent) => agent.reportedAt,
    width: 24,
  },
];

const agentId = (agent: OnlineAgent) => agent.id;

/** 'N of M agents online' above the table. */
export const onlineSummary = (online: number, total: number): string =>
  `${formatFullNumber(online)} of ${formatFullNumber(total)} ${total === 1 ? 'agent' : 'agents'} online`;

interface OnlineView {
  online: OnlineAgent[];
  total: number;
}

function OnlineAgentsTable({ online, total }: OnlineView) {
  const view = useTableUrlState(AGENTS_VIEW);
  return (
    <Stack>
      <Muted>{onlineSummary(online.length, total)}</Muted>
      <DataTable
        rows={online}
        columns={COLUMNS}
        getRowId={agentId}
        caption={AGENTS_TITLE}
        noun="online agents"
        sort={toTableSort(view.sort)}
        onSortChange={(sort) => view.setSort(fromTableSort(sort))}
        page={view.page}
        onPageChange={view.setPage}
        pageSize={PAGE_SIZE}
        density="compact"
      />
    </Stack>
  );
}

const hasNoOnlineAgents = (view: OnlineView): boolean => view.online.length === 0;

/** The agents that reported within 72 hours, latest first; sort and page live in the URL. */
export function AgentsSection({ query: agents }: { query: ApiQuery<AgentsReply> }) {
  // Classified once per reply (100,000 agents for the largest customer), against the clock of its arrival.
  const data = useMemo<OnlineView | undefined>(
    () => agents.data && { online: onlineAgents(agents.data.data, new Date()), total: agents.data.data.length },
    [agents.data],
  );
  return (
    <DataPanel<OnlineView>
      title={AGENTS_TITLE}
      query={{ ...agents, data }}
      loading="Loading agents..."
      errorMessage={sectionError(STATUS_MESSAGES.agentsFailed)}
      isEmpty={hasNoOnlineAgents}
      empty={{ title: STATUS_MESSAGES.noOnlineAgents, icon: 'plug' }}
    >
      {(view) => <OnlineAgentsTable {...view} />}
    </DataPanel>
  );
}
