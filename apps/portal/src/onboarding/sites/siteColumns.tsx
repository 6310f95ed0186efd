import type { Site } from '@portal/api';
import { Button, useDataTableCellFocus, type DataTableColumn } from '@portal/ui';
import { createContext, useContext } from 'react';
import { addressText } from './siteSummaries';
import { RowActions } from './SiteConfigurationSection.styles';

/** What a row's buttons ask the list to do; a context keeps the column definitions module-level. */
export interface SiteRowActions {
  edit: (site: Site) => void;
  remove: (site: Site) => void;
  /** Another write of the sites section is on its way: Edit and Delete wait (focusable, presses ignored). */
  waiting: boolean;
}
export const SiteActionsContext = createContext<SiteRowActions>({
  edit: () => undefined,
  remove: () => undefined,
  waiting: false,
});

/** Edit and Delete; a finalized site has neither (§4). */
function SiteActions({ site }: { site: Site }) {
  const { edit, remove, waiting } = useContext(SiteActionsContext);
  const focus = useDataTableCellFocus();
  if (site.finalized !== null) return null;
  return (
    <RowActions>
      <Button size="sm" aria-label={`Edit ${site.name}`} unavailable={waiting} onClick={() => edit(site)} {...focus}>
        Edit
      </Button>
      <Button
        size="sm"
        variant="danger"
        aria-label={`Delete ${site.name}`}
        unavailable={waiting}
        onClick={() => remove(site)}
        {...focus}
      >
        Delete
      </Button>
    </RowActions>
  );
}

const NAME: DataTableColumn<Site> = {
  id: 'name',
  header: 'Name',
  cell: (site) => site.name,
  sortValue: (site) => site.name,
};
const ADDRESS: DataTableColumn<Site> = { id: 'address', header: 'Address', cell: (site) => addressText(site.address) };
const TIMEZONE: DataTableColumn<Site> = { id: 'timezone', header: 'Timezone', cell: (site) => site.time_zone };
const FIREWALLS: DataTableColumn<Site> = {
  id: 'firewalls',
  header: 'Firewalls',
  cell: (site) => site.firewall_models.join(', '),
};
const ACTIONS: DataTableColumn<Site> = {
  id: 'actions',
  header: 'Actions',
  cell: (site) => <SiteActions site={site} />,
  interactive: true,
  width: 20,
};

/** §2.4's columns; the actions only for editors. */
export const SITE_COLUMNS_READ_ONLY: readonly DataTableColumn<Site>[] = [NAME, ADDRESS, TIMEZONE, FIREWALLS];
export const SITE_COLUMNS_EDITABLE: readonly DataTableColumn<Site>[] = [NAME, ADDRESS, TIMEZONE, FIREWALLS, ACTIONS];
