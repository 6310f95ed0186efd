import { useContext, type ReactNode } from 'react';
import { Icon } from '../../icons';
import type { Intent } from '../../theme/tokens';
import { DataTableCellTooltip, useDataTableCellFocus } from '../DataTable';
import { RemoveRequestContext } from './endpointContext';
import type { EndpointRow } from './endpointRow';

export const REMOVE_TOOLTIP = 'Remove offline endpoint';

/** The same element every render, so React skips the icon when a row changes. */
const REMOVE_ICON = <Icon name="close" />;

/** The name an endpoint goes by in labels and the confirm dialog: its hostname, or its id when that is blank. */
export function endpointName(row: EndpointRow): string {
  return row.hostname ?? row.id;
}

/**
 * A Badge's look on a plain span, styled by the table (EndpointTable.styles.ts): Badge is a styled component, whose
 * styles are worked out again on every render, and a scroll jump renders every row in view anew. With the plain
 * remove button below and no per-cell position attribute (cellPosition.ts), a jump of 2,000 rows on 100,000 took
 * 2.45 -> 1.75 ms of scroll handler CPU time and 5.83 -> 5.25 ms for its whole frame (medians of 27, traced runs).
 */
export function CellBadge({ intent, children }: { intent: Intent; children: ReactNode }) {
  return (
    <span data-endpoint-cell="badge" data-intent={intent}>
      {children}
    </span>
  );
}

/**
 * Remove, only for Offline endpoints (portal-core §5); otherwise unavailable but focusable, with its tooltip. A plain
 * button with Button's ghost icon-only look, styled by the table, for the reason CellBadge gives.
 */
export function RemoveEndpointButton({ row }: { row: EndpointRow }) {
  const requestRemove = useContext(RemoveRequestContext);
  const focus = useDataTableCellFocus();
  const offline = row.status === 'Offline';
  return (
    <DataTableCellTooltip content={REMOVE_TOOLTIP}>
      <button
        type="button"
        data-endpoint-cell="remove"
        aria-label={`Remove ${endpointName(row)}`}
        aria-disabled={offline ? undefined : true}
        onClick={() => {
          if (offline) requestRemove(row);
        }}
        {...focus}
      >
        {REMOVE_ICON}
      </button>
    </DataTableCellTooltip>
  );
}
