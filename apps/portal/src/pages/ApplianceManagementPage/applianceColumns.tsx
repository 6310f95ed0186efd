import type { Appliance } from '@portal/api';
import { Badge, Button, Icon, Tooltip, useDataTableCellFocus, type DataTableColumn } from '@portal/ui';
import { createContext, useContext } from 'react';
import { configurationOf, kindOf, modelOf, platformOf, STATUS_BADGE_TEXT, statusOf } from './applianceRules';
import { Actions, ModelCell } from './ApplianceManagementPage.styles';

/** What a row's action buttons ask the page to do; a context keeps the column definitions module-level. */
export interface ApplianceRowActions {
  activate: (appliance: Appliance) => void;
  decommission: (appliance: Appliance) => void;
}
export const ApplianceActionsContext = createContext<ApplianceRowActions>({
  activate: () => undefined,
  decommission: () => undefined,
});

/** The model with a physical or virtual icon, and a tooltip saying which (§2). */
function ModelName({ appliance }: { appliance: Appliance }) {
  const focus = useDataTableCellFocus();
  const kind = kindOf(appliance);
  return (
    <Tooltip content={`${kind} appliance`}>
      <ModelCell {...focus}>
        <Icon name={kind === 'Physical' ? 'server' : 'cloud'} label={`${kind} appliance`} />
        {modelOf(appliance)}
      </ModelCell>
    </Tooltip>
  );
}

/** Activate (disabled once activated, §4) and Decommission (always enabled). */
function RowActions({ appliance }: { appliance: Appliance }) {
  const { activate, decommission } = useContext(ApplianceActionsContext);
  const focus = useDataTableCellFocus();
  const name = appliance.short_name || appliance.serial_number;
  return (
    <Actions>
      <Button
        size="sm"
        variant="primary"
        disabled={appliance.state === 'registered'}
        onClick={() => activate(appliance)}
        data-appliance={name}
        {...focus}
      >
        Activate
      </Button>
      <Button size="sm" variant="secondary" onClick={() => decommission(appliance)} data-appliance={name} {...focus}>
        Decommission
      </Button>
    </Actions>
  );
}

const NAME: DataTableColumn<Appliance> = {
  id: 'name',
  header: 'Name',
  cell: (row) => row.short_name,
  sortValue: (row) => row.short_name,
};
const SERIAL: DataTableColumn<Appliance> = {
  id: 'serial',
  header: 'Serial Number',
  cell: (row) => row.serial_number,
  sortValue: (row) => row.serial_number,
};
const PLATFORM: DataTableColumn<Appliance> = {
  id: 'platform',
  header: 'Platform',
  cell: platformOf,
  sortValue: platformOf,
};
const MODEL: DataTableColumn<Appliance> = {
  id: 'model',
  header: 'Model',
  cell: (row) => <ModelName appliance={row} />,
  sortValue: modelOf,
  interactive: true,
};
const CONFIGURATION: DataTableColumn<Appliance> = {
  id: 'configuration',
  header: 'Configuration',
  cell: configurationOf,
  sortValue: configurationOf,
};
const STATUS: DataTableColumn<Appliance> = {
  id: 'status',
  header: 'Status',
  cell: (row) => (
    <Badge intent={row.state === 'registered' ? 'success' : 'warning'}>{STATUS_BADGE_TEXT[statusOf(row)]}</Badge>
  ),
  sortValue: statusOf,
};
const ACTIONS: DataTableColumn<Appliance> = {
  id: 'actions',
  header: 'Actions',
  cell: (row) => <RowActions appliance={row} />,
  interactive: true,
  width: 28,
};

export const SORTABLE_COLUMNS = ['name', 'serial', 'platform', 'model', 'configuration', 'status'] as const;

/** §2's columns; Platform only with the platform_column setting. */
export const applianceColumns = (platformColumn: boolean): DataTableColumn<Appliance>[] =>
  platformColumn
    ? [NAME, SERIAL, PLATFORM, MODEL, CONFIGURATION, STATUS, ACTIONS]
    : [NAME, SERIAL, MODEL, CONFIGURATION, STATUS, ACTIONS];
