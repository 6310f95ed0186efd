import type { LogSource } from '@portal/api';
import { useApi } from '../../api/useApi';
import { DataPanel, PageFrame, useTableUrlState, type TableUrlSpec, type TableUrlState } from '../../kit';
import { LogPagesLinks } from '../../logSearch';
import { LogSourceCard } from './LogSourceCard';
import { FilterField, FilterInput, NoTags, PageStack, SourceList } from './LogSourcesPage.styles';
import { filterSources, LOG_SOURCES_TEXT } from './sourceTags';

/** `?q=` filters the sources by name, parser or tag, so a long list can be narrowed and the view shared. */
const SOURCES_VIEW: TableUrlSpec = { filters: ['q'], sortable: [] };

function SourceFilter({ view }: { view: TableUrlState }) {
  return (
    <FilterField>
      {LOG_SOURCES_TEXT.filter}
      <FilterInput
        type="search"
        value={view.filters.q ?? ''}
        onChange={(event) => view.setFilter('q', event.target.value || undefined)}
      />
    </FilterField>
  );
}

function Sources({
  sources,
  reserved,
  view,
}: {
  sources: LogSource[];
  reserved: readonly string[] | undefined;
  view: TableUrlState;
}) {
  const shown = filterSources(sources, view.filters.q);
  return (
    <PageStack>
      <SourceFilter view={view} />
      {shown.length === 0 ? (
        <NoTags role="status">{LOG_SOURCES_TEXT.noMatch}</NoTags>
      ) : (
        <SourceList aria-label={LOG_SOURCES_TEXT.panel}>
          {shown.map((source) => (
            <LogSourceCard key={source.id} source={source} reserved={reserved} />
          ))}
        </SourceList>
      )}
    </PageStack>
  );
}

/**
 * Log Sources (portal-core §2): the sources sending logs with their tags, where tags are added and removed. When the
 * list cannot be read the page says so in the spec's words and points to the search, which works without it.
 */
export function LogSourcesPage() {
  const view = useTableUrlState(SOURCES_VIEW);
  const sources = useApi('logSources', {});
  // Without the reserved list only the server refuses parser tags; the page works on.
  const reserved = useApi('reservedTags', {});
  return (
    <PageFrame
      title="Log Sources"
      description="The sources sending logs and their tags. Searches can be narrowed to the sources with a tag."
      actions={<LogPagesLinks current="sources" searchLabel={LOG_SOURCES_TEXT.goToSearch} />}
    >
      <DataPanel
        title={LOG_SOURCES_TEXT.panel}
        query={sources}
        loading={LOG_SOURCES_TEXT.loading}
        errorMessage={() => LOG_SOURCES_TEXT.listFailure}
        isEmpty={(reply) => reply.sources.length === 0}
        empty={{ title: LOG_SOURCES_TEXT.empty, description: LOG_SOURCES_TEXT.emptyDescription }}
      >
        {(reply) => (
          <Sources
            sources={reply.sources}
            reserved={reserved.isLoading ? undefined : (reserved.data?.tags ?? [])}
            view={view}
          />
        )}
      </DataPanel>
    </PageFrame>
  );
}
