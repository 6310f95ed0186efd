import type { EndpointRow } from '@portal/ui';
import { AllCommunityModule, ModuleRegistry, type ColDef, type GridApi, type GridReadyEvent } from 'ag-grid-community';
import { AgGridReact, type CustomCellRendererProps } from 'ag-grid-react';

ModuleRegistry.registerModules([AllCommunityModule]);

export const AG_ROW_HEIGHT = 56;

function addresses(row: EndpointRow | undefined): string[] {
  return row?.ipAddress.flatMap((networkInterface) => networkInterface.ipAddresses) ?? [];
}

function RemoveButton({ data }: CustomCellRendererProps<EndpointRow>) {
  return (
    <button type="button" disabled={data?.status !== 'Offline'} aria-label={`Remove ${data?.hostname ?? ''}`}>
      ×
    </button>
  );
}

/** The same columns as EndpointTable: first three addresses with the full list in a tooltip, default sort containment. */
const columnDefs: ColDef<EndpointRow>[] = [
  { field: 'hostname', headerName: 'Endpoint Name' },
  { field: 'userName', headerName: 'Last User' },
  {
    colId: 'ipAddress',
    headerName: 'IP Address',
    valueGetter: ({ data }) => addresses(data).join(', '),
    valueFormatter: ({ data }) => {
      const all = addresses(data);
      return all.length > 3 ? `${all.slice(0, 3).join(', ')}, …` : all.join(', ');
    },
    tooltip: ({ data }) => addresses(data).join('\n'),
  },
  { field: 'status', headerName: 'Status' },
  { field: 'OSVersion', headerName: 'Operating System' },
  { field: 'heartbeatTime', headerName: 'Last Reported' },
  { field: 'contained', headerName: 'Containment', sort: 'asc' },
  { colId: 'actions', headerName: 'Actions', sortable: false, cellRenderer: RemoveButton },
];

export interface AgGridTableProps {
  rows: EndpointRow[];
  quickFilterText: string;
  onReady: (api: GridApi<EndpointRow>) => void;
}

export function AgGridTable({ rows, quickFilterText, onReady }: AgGridTableProps) {
  return (
    <div style={{ height: 600, width: 1300 }}>
      <AgGridReact<EndpointRow>
        rowData={rows}
        columnDefs={columnDefs}
        getRowId={({ data }) => data.id}
        rowHeight={AG_ROW_HEIGHT}
        quickFilterText={quickFilterText}
        cacheQuickFilter
        animateRows={false}
        onGridReady={(event: GridReadyEvent<EndpointRow>) => onReady(event.api)}
      />
    </div>
  );
}
