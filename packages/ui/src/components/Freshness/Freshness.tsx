import { useEffect, useState } from 'react';
import { formatDate, toValidDate, type DateInput } from '../../format';
import { Icon } from '../../icons';
import { Button } from '../Button';
import { FreshnessRoot } from './Freshness.styles';
import { formatUpdatedAgo, FRESHNESS_TICK_MS } from './updatedAgo';

export interface FreshnessProps {
  /** When the data on screen was fetched; nothing is said while it is unknown. */
  updatedAt?: DateInput;
  /** Shows a Refresh button that calls this. */
  onRefresh?: () => void;
  /** A refresh is running: the button shows a spinner and cannot be pressed again. */
  refreshing?: boolean;
  /** Names what is refreshed for screen readers, e.g. 'Refresh Online Endpoints'. */
  refreshLabel?: string;
  className?: string;
}

/** The clock, re-read every tick so that 'Updated 3 min ago' keeps counting while the page stays open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), FRESHNESS_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Says when a panel's data was fetched ('Updated 3 min ago', the exact time on hover) and offers a refresh. */
export function Freshness({ updatedAt, onRefresh, refreshing = false, refreshLabel, className }: FreshnessProps) {
  const now = useNow();
  const fetched = toValidDate(updatedAt);
  return (
    <FreshnessRoot className={className} data-portal-id="freshness">
      {fetched && (
        <time dateTime={fetched.toISOString()} title={formatDate(fetched, 'dateAtTime')}>
          {formatUpdatedAgo(fetched, now)}
        </time>
      )}
      {onRefresh && (
        <Button
          size="sm"
          variant="ghost"
          icon={<Icon name="refresh" />}
          loading={refreshing}
          onClick={onRefresh}
          aria-label={refreshLabel}
        >
          Refresh
        </Button>
      )}
    </FreshnessRoot>
  );
}
