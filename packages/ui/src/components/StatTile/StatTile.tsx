import type { ComponentType, ReactNode } from 'react';
import { ErrorPanel } from '../ErrorPanel';
import { Link, type RouterLinkProps } from '../Link';
import { Panel, type HeadingLevel } from '../Panel';
import { Spinner } from '../Spinner';
import { StatBody, StatDescription, StatLoading, StatValue } from './StatTile.styles';

export interface StatTileLink {
  href: string;
  /** Say where it goes: 'View endpoint status', not 'More'. */
  label: string;
  newTab?: boolean;
}

export interface StatTileProps {
  /** Names the tile (a region with a heading). */
  title: string;
  /** The metric, large: a count, a score, '4 / 5'. */
  value?: ReactNode;
  /** A sentence under the value. */
  description?: ReactNode;
  /** A badge under the value, e.g. the contained-endpoints count. */
  badge?: ReactNode;
  /** Replaces value, description and badge, e.g. an empty state with a call to action. */
  children?: ReactNode;
  /** Explains the metric, at the bottom of the tile. */
  footer?: ReactNode;
  /** A link in the header to the page behind the metric. */
  link?: StatTileLink;
  /** The app's router link (e.g. react-router's `Link`) for a same-origin `link`. */
  linkAs?: ComponentType<RouterLinkProps>;
  loading?: boolean;
  loadingLabel?: string;
  /**
   * The body's height while loading, in px: the height of what loads (e.g. `COVERAGE_GAUGE_SIZE`), so that the tile
   * does not grow when its data arrives and move what is below it (a layout shift). A spinner's height by default.
   */
  loadingHeight?: number;
  /** Replaces the body with an error panel. */
  error?: { message: ReactNode; status?: number };
  /** With `error`: the error panel offers Retry. */
  onRetry?: () => void;
  headingLevel?: HeadingLevel;
  className?: string;
}

function TileBody({
  value,
  description,
  badge,
  children,
  loading,
  loadingLabel,
  loadingHeight,
  error,
  onRetry,
}: Pick<
  StatTileProps,
  'value' | 'description' | 'badge' | 'children' | 'loading' | 'loadingLabel' | 'loadingHeight' | 'error' | 'onRetry'
>) {
  if (loading === true) {
    return (
      <StatLoading $minHeight={loadingHeight}>
        <Spinner label={loadingLabel} size="lg" />
      </StatLoading>
    );
  }
  if (error) return <ErrorPanel message={error.message} status={error.status} onRetry={onRetry} />;
  if (children !== undefined) return <>{children}</>;
  return (
    <StatBody>
      {value !== undefined && <StatValue>{value}</StatValue>}
      {badge}
      {description !== undefined && <StatDescription>{description}</StatDescription>}
    </StatBody>
  );
}

/** A dashboard metric panel: loading, error (with Retry), the value, or a custom body such as an empty state. */
export function StatTile({
  title,
  footer,
  link,
  linkAs,
  headingLevel,
  className,
  loadingLabel = 'Loading...',
  ...body
}: StatTileProps) {
  const action =
    link === undefined ? undefined : (
      <Link href={link.href} newTab={link.newTab} as={linkAs} variant="standalone">
        {link.label}
      </Link>
    );
  return (
    <Panel title={title} headingLevel={headingLevel} actions={action} footer={footer} className={className}>
      <TileBody {...body} loadingLabel={loadingLabel} />
    </Panel>
  );
}
