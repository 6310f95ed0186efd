import { useContext } from 'react';
import { Icon } from '../../icons';
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
 * Remove, only for Offline endpoints (portal-core §5); otherwise unavailable but focusable, with its tooltip. A plain
 * button with Button's ghost icon-only look, styled by the table, for the reason CellBadge (endpointColumns.tsx)
 * gives.
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
