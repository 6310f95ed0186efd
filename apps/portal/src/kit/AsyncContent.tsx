import type { ApiRequestError } from '@portal/api';
import { EmptyState, ErrorPanel, Spinner, type EmptyStateProps } from '@portal/ui';
import type { ReactNode } from 'react';

/** What AsyncContent reads of a query (useApi's answer fits). */
export interface AsyncState<T> {
  data: T | undefined;
  error: ApiRequestError | undefined;
  isLoading: boolean;
  isValidating?: boolean;
  mutate: () => Promise<unknown>;
}

export interface AsyncContentProps<T> {
  query: AsyncState<T>;
  /** The spec's loading text, e.g. 'Loading sensor details...'. */
  loading: string;
  /** The error's wording when the spec gives one for this panel; the catalogue's message otherwise. */
  errorMessage?: (error: ApiRequestError) => ReactNode;
  /** When the data is there but has nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** The spec's empty-state wording (and an action, if any). */
  empty?: EmptyStateProps;
  children: (data: T) => ReactNode;
  /**
   * Holds the spinner and a first load's error, for content of a known size: the panel keeps that size in every
   * state, so what is below it does not move when the data arrives.
   */
  placeholder?: (state: ReactNode) => ReactNode;
}

/**
 * The three states every data view has, alike on every screen: a spinner with the spec's loading text, the error
 * with its status icon and a Retry that refetches, the empty state, and otherwise the content. Data already on
 * screen stays while a refetch fails; the error then shows above it.
 */
export function AsyncContent<T>({
  query,
  loading,
  errorMessage,
  isEmpty,
  empty,
  children,
  placeholder = (state) => state,
}: AsyncContentProps<T>) {
  const { data, error } = query;
  const failure = error && (
    <ErrorPanel
      message={errorMessage ? errorMessage(error) : error.message}
      status={error.status}
      onRetry={() => void query.mutate()}
      retrying={query.isValidating}
    />
  );
  if (data === undefined) return placeholder(failure || <Spinner label={loading} showLabel />);
  const content = empty && isEmpty?.(data) ? <EmptyState headingLevel={3} {...empty} /> : children(data);
  return (
    <>
      {failure}
      {content}
    </>
  );
}
