import { Freshness, Panel, type HeadingLevel } from '@portal/ui';
import type { ReactNode } from 'react';
import { AsyncContent, type AsyncContentProps, type AsyncState } from './AsyncContent';

export interface DataPanelProps<T> extends Omit<AsyncContentProps<T>, 'query'> {
  title: string;
  headingLevel?: HeadingLevel;
  /** The query, with when its data was fetched (useApi's answer fits). */
  query: AsyncState<T> & { updatedAt: number | undefined };
  /** More actions beside the refresh. */
  actions?: ReactNode;
  footer?: ReactNode;
}

/**
 * A titled panel of fetched data: it says when the data was fetched ('Updated 3 min ago'), refreshes on demand,
 * and loads, fails and retries on its own, so one failing call never blanks the rest of the page.
 */
export function DataPanel<T>({ title, headingLevel = 2, query, actions, footer, ...content }: DataPanelProps<T>) {
  return (
    <Panel
      title={title}
      headingLevel={headingLevel}
      footer={footer}
      actions={
        <>
          {actions}
          <Freshness
            updatedAt={query.updatedAt}
            onRefresh={() => void query.mutate()}
            refreshing={query.isValidating === true && query.data !== undefined}
            refreshLabel={`Refresh ${title}`}
          />
        </>
      }
    >
      <AsyncContent query={query} {...content} />
    </Panel>
  );
}
