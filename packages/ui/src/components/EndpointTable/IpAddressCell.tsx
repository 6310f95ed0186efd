import { useContext } from 'react';
import { DataTableCellTooltip, useDataTableCellFocus } from '../DataTable';
import { VisuallyHidden } from '../VisuallyHidden';
import { addressesForDisplay, MAX_SHOWN_ADDRESSES } from './endpointFilterRules';
import { SearchTermsContext } from './endpointContext';
import type { EndpointRow } from './endpointRow';
import { AddressList } from './EndpointTable.styles';

/** Every address by interface, for the tooltip. */
function AllAddresses({ row }: { row: EndpointRow }) {
  return (
    <AddressList>
      {row.ipAddress.map(({ name, ipAddresses }) => (
        <li key={name}>{`${name}: ${ipAddresses.join(', ')}`}</li>
      ))}
    </AddressList>
  );
}

/**
 * The first three addresses (those matching the text filter first) and an ellipsis when there are more; the full
 * list is in a tooltip that opens on hover and on keyboard focus.
 */
export function IpAddressCell({ row }: { row: EndpointRow }) {
  const terms = useContext(SearchTermsContext);
  const focus = useDataTableCellFocus();
  const addresses = addressesForDisplay(row, terms);
  if (addresses.length === 0) {
    return (
      <span data-endpoint-cell="addresses" {...focus}>
        <VisuallyHidden>No IP address</VisuallyHidden>
      </span>
    );
  }
  const shown = addresses.slice(0, MAX_SHOWN_ADDRESSES).join(', ');
  const more = addresses.length > MAX_SHOWN_ADDRESSES;
  return (
    <DataTableCellTooltip content={<AllAddresses row={row} />}>
      <span data-endpoint-cell="addresses" {...focus}>
        {more ? `${shown}, …` : shown}
        {more && <VisuallyHidden>{` (${addresses.length} addresses)`}</VisuallyHidden>}
      </span>
    </DataTableCellTooltip>
  );
}
