import type { Appliance } from '@portal/api';
import { Button, DataTable, Link } from '@portal/ui';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { DataPanel, PageFrame } from '../../kit';
import { needsCustomerNameConfirmation } from '../../permissions/rules';
import { PATHS } from '../../routing/paths';
import { session } from '../../state/session';
import { ApplianceActionsContext, applianceColumns } from './applianceColumns';
import { ActivateDialog, DecommissionDialog } from './ApplianceDialogs';
import { ApplianceFilterBar } from './ApplianceFilterBar';
import { FooterText, ListHeader, PageStack } from './ApplianceManagementPage.styles';
import { countLabel, filterAppliances, hasFilters, versionRows, type ApplianceVersion } from './applianceView';
import { LicenceCounters } from './LicenceCounters';
import { useApplianceActions } from './useApplianceActions';
import { useApplianceView } from './useApplianceView';

/** portal-core §2, verbatim. */
export const APPLIANCE_TEXT = {
  title: 'Appliance Management',
  list: 'Sensors',
  loading: 'Loading sensors...',
  emptyAll: 'No sensors are installed',
  emptyVirtual: 'No Virtual Sensors are installed',
  noResults: 'No results to display',
  footer: 'Sensors must be activated to provide security insights.',
} as const;

const rowId = (appliance: Appliance) => appliance.id;

/**
 * /dashboard/sensors/virtual (portal-core §2 "Appliance Management"): licence counters, the customer's appliances
 * filtered and sorted from the URL, and activation (§5 licence and customer-name rules) and decommissioning.
 * Feature flag vanilla_sensor shows the physical-appliance-aware version; platform_column the Platform column.
 */
export function ApplianceManagementPage() {
  const { user, customer } = useSnapshot(session);
  const flags = user?.feature_flags;
  const version = useMemo<ApplianceVersion>(
    () => ({
      vanilla: flags?.includes('vanilla_sensor') ?? false,
      platformColumn: flags?.includes('platform_column') ?? false,
    }),
    [flags],
  );
  const query = useApi('virtualSensors', {});
  const view = useApplianceView(version);
  const actions = useApplianceActions(query.data?.quotas, query.mutate);
  // MSP users and provider staff type the customer's name before activating (§5, §6).
  const confirmer = user ? { email: user.email, roles: [...user.roles] } : null;
  const confirmCustomer = needsCustomerNameConfirmation(confirmer) ? (customer?.name ?? '') : null;
  const columns = useMemo(() => applianceColumns(version.platformColumn), [version.platformColumn]);
  const rows = useMemo(() => versionRows(query.data?.results ?? [], version), [query.data, version]);
  const shown = useMemo(() => filterAppliances(rows, view.filters), [rows, view.filters]);
  const shownIds = useMemo(() => new Set(shown.map(rowId)), [shown]);
  const isShown = useCallback((row: Appliance) => shownIds.has(row.id), [shownIds]);
  const filtered = hasFilters(view.filters);
  const rowActions = useMemo(
    () => ({ activate: actions.requestActivate, decommission: actions.requestDecommission }),
    [actions.requestActivate, actions.requestDecommission],
  );
  const { pending } = actions;

  return (
    <PageFrame title={APPLIANCE_TEXT.title} width="full">
      <PageStack>
        {query.data && <LicenceCounters quotas={query.data.quotas} />}
        <DataPanel
          title={APPLIANCE_TEXT.list}
          query={query}
          loading={APPLIANCE_TEXT.loading}
          isEmpty={() => rows.length === 0}
          empty={{
            title: version.vanilla ? APPLIANCE_TEXT.emptyAll : APPLIANCE_TEXT.emptyVirtual,
            icon: 'info',
            action: (
              <Link href={PATHS.downloads} as={RouterLink}>
                Go to Downloads
              </Link>
            ),
          }}
          footer={<FooterText>{APPLIANCE_TEXT.footer}</FooterText>}
        >
          {() => (
            <ApplianceActionsContext.Provider value={rowActions}>
              <ApplianceFilterBar view={view} version={version} />
              <ListHeader>
                <span role="status">{countLabel(shown.length, rows.length, filtered)}</span>
              </ListHeader>
              <DataTable
                rows={rows}
                columns={columns}
                getRowId={rowId}
                caption="Appliances"
                noun="sensors"
                rowFilter={isShown}
                sort={view.sort}
                onSortChange={view.setSort}
                noMatchMessage={APPLIANCE_TEXT.noResults}
                noMatchAction={
                  <Button variant="secondary" size="sm" onClick={view.clearFilters}>
                    Clear Filters
                  </Button>
                }
              />
            </ApplianceActionsContext.Provider>
          )}
        </DataPanel>
      </PageStack>
      {pending?.kind === 'activate' && (
        <ActivateDialog
          key={pending.appliance.id}
          appliance={pending.appliance}
          confirmCustomer={confirmCustomer}
          busy={actions.busy}
          onConfirm={() => void actions.confirm()}
          onCancel={actions.cancel}
        />
      )}
      {pending?.kind === 'decommission' && (
        <DecommissionDialog
          appliance={pending.appliance}
          busy={actions.busy}
          onConfirm={() => void actions.confirm()}
          onCancel={actions.cancel}
        />
      )}
    </PageFrame>
  );
}
