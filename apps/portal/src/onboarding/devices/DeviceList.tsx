import { Button, ConfirmDialog, DataTable, Icon, useDataTableCellFocus, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MarkCompleteButton } from '../completion';
import type { DeviceTexts } from './deviceMessages';
import { ListToolbar, RowActions } from './DeviceForm.styles';

interface ListedDevice {
  id: string;
  name: string;
  location_id: string;
}

export interface DeviceListProps<Row extends ListedDevice> {
  texts: DeviceTexts;
  rows: readonly Row[];
  /** The kind's columns (without the actions). */
  columns: readonly DataTableColumn<Row>[];
  canEdit: boolean;
  completed: boolean;
  /** Sites whose devices can no longer be edited or deleted (§2.4). */
  finalizedSiteIds: ReadonlySet<string>;
  addPath: string;
  editPath: (id: string) => string;
  /** Saves the section with the new completed flag (§4). */
  onComplete: (complete: boolean) => Promise<unknown>;
  /** Saves the section without the device; resolves true once saved. */
  onDelete: (device: Row) => Promise<boolean>;
  deleting: boolean;
  /** Mark Complete's save is on its way. */
  completing: boolean;
}

/**
 * The Sensor List and the Physical Scanner List (portal-onboarding §2.4): 'Configure Sensor' / 'Configure Scanner',
 * Mark Complete, the table with Edit and Delete for editors on devices at sites not finalized, and Delete's
 * confirm, after which the section is saved (§4).
 */
export function DeviceList<Row extends ListedDevice>(props: DeviceListProps<Row>) {
  const { texts, rows, canEdit, finalizedSiteIds, editPath } = props;
  // Mark Complete and Delete each save the whole section: one waits for the other (and for the section read again),
  // or the later one, built on the section from before, could land first and be undone, or undo the other.
  const writing = props.deleting || props.completing;
  const navigate = useNavigate();
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const columns = useMemo<readonly DataTableColumn<Row>[]>(() => {
    if (!canEdit) return props.columns;
    const actions: DataTableColumn<Row> = {
      id: 'actions',
      header: 'Actions',
      interactive: true,
      width: 20,
      cell: (device) =>
        finalizedSiteIds.has(device.location_id) ? null : (
          <DeviceActions
            name={device.name}
            onEdit={() => void navigate(editPath(device.id))}
            onDelete={() => setToDelete(device)}
            deleteDisabled={writing}
          />
        ),
    };
    return [...props.columns, actions];
  }, [canEdit, props.columns, finalizedSiteIds, navigate, editPath, writing]);

  const noun = texts.noun === 'sensor' ? 'Sensor' : 'Scanner';
  return (
    <>
      <ListToolbar>
        {canEdit && (
          <Button variant="primary" size="sm" icon={<Icon name="plus" />} onClick={() => void navigate(props.addPath)}>
            {texts.addTitle}
          </Button>
        )}
        <MarkCompleteButton
          complete={props.completed}
          // Unlike sites and contacts (§4), an empty list may be marked complete: a customer may need no sensor.
          disabled={!canEdit || props.deleting}
          onChange={props.onComplete}
        />
      </ListToolbar>
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(device) => device.id}
        caption={texts.listTitle}
        noun={`${texts.noun}s`}
        defaultSort={{ columnId: 'name', direction: 'ascending' }}
        emptyMessage={texts.empty}
        visibleRows={8}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${noun}`}
        message={`Are you sure you want to delete ${toDelete?.name ?? ''}? This cannot be undone.`}
        confirmLabel="Delete"
        variant="danger"
        busy={props.deleting}
        onConfirm={() => {
          if (toDelete === null) return;
          void props.onDelete(toDelete).then((deleted) => {
            if (deleted) setToDelete(null);
          });
        }}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

interface DeviceActionsProps {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Another save of the section is on its way. */
  deleteDisabled: boolean;
}

function DeviceActions({ name, onEdit, onDelete, deleteDisabled }: DeviceActionsProps) {
  const focus = useDataTableCellFocus();
  return (
    <RowActions>
      <Button size="sm" aria-label={`Edit ${name}`} onClick={onEdit} {...focus}>
        Edit
      </Button>
      <Button
        size="sm"
        variant="danger"
        aria-label={`Delete ${name}`}
        // Focusable while it waits: Cancel on the delete's own dialog hands the focus back to this button.
        unavailable={deleteDisabled}
        onClick={onDelete}
        {...focus}
      >
        Delete
      </Button>
    </RowActions>
  );
}
