import type { Site, SitesSection } from '@portal/api';
import { Button, DataTable, Icon } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useApiMutation } from '../../api/useApiMutation';
import { MarkCompleteButton } from '../completion';
import { DeleteSiteDialog } from './DeleteSiteDialog';
import { SITE_COLUMNS_EDITABLE, SITE_COLUMNS_READ_ONLY, SiteActionsContext, type SiteRowActions } from './siteColumns';
import { SiteFormDialog } from './SiteFormDialog';
import { markSitesDisabled } from './siteSummaries';
import { useSitesWrite } from './sitesWrites';
import { ListToolbar } from './SiteConfigurationSection.styles';

export const SITES_EMPTY_TEXT = 'Select Add Site to add a site location';

export interface SiteListProps {
  section: SitesSection;
  canEdit: boolean;
  /** What still stands at a site (its sensors and scanners), for the delete dialog. */
  referencesOf: (siteId: string) => string[];
}

type Dialog = { kind: 'add' } | { kind: 'edit'; site: Site } | { kind: 'delete'; site: Site } | null;

const BY_NAME = { columnId: 'name', direction: 'ascending' } as const;

/**
 * The Site List (portal-onboarding §2.4): Add Site, Mark Complete / Mark Incomplete (the sites' own status calls),
 * the table with Edit and Delete for editors on sites not finalized, and the site form and delete dialogs.
 */
export function SiteList({ section, canEdit, referencesOf }: SiteListProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const complete = useApiMutation('completeSites', { invalidates: ['sitesV2'] });
  const incomplete = useApiMutation('incompleteSites', { invalidates: ['sitesV2'] });
  const removal = useApiMutation('deleteSite', { failure: false, invalidates: ['sitesV2'] });
  const connectWiseSaving = useSitesWrite(
    'siteList',
    complete.isMutating || incomplete.isMutating || removal.isMutating,
  );
  const actions = useMemo<SiteRowActions>(
    () => ({
      edit: (site) => setDialog({ kind: 'edit', site }),
      remove: (site) => setDialog({ kind: 'delete', site }),
      waiting: connectWiseSaving || removal.isMutating,
    }),
    [connectWiseSaving, removal.isMutating],
  );
  const close = () => setDialog(null);

  return (
    <>
      <ListToolbar>
        {canEdit && (
          <Button
            variant="primary"
            size="sm"
            icon={<Icon name="plus" />}
            unavailable={connectWiseSaving}
            onClick={() => setDialog({ kind: 'add' })}
          >
            Add Site
          </Button>
        )}
        <MarkCompleteButton
          complete={section.completed}
          disabled={markSitesDisabled(canEdit, section.sites.length, section.completed) || connectWiseSaving}
          onChange={(next) => (next ? complete.run({}) : incomplete.run({}))}
        />
      </ListToolbar>
      <SiteActionsContext.Provider value={actions}>
        <DataTable
          rows={section.sites}
          columns={canEdit ? SITE_COLUMNS_EDITABLE : SITE_COLUMNS_READ_ONLY}
          getRowId={(site) => site.id}
          caption="Sites"
          noun="sites"
          defaultSort={BY_NAME}
          emptyMessage={SITES_EMPTY_TEXT}
          visibleRows={8}
        />
      </SiteActionsContext.Provider>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <SiteFormDialog site={dialog.kind === 'edit' ? dialog.site : undefined} sites={section.sites} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteSiteDialog
          site={dialog.site}
          references={referencesOf(dialog.site.id)}
          onClose={close}
          removal={removal}
        />
      )}
    </>
  );
}
