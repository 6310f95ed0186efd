import type { Scanner, ScannersSection, Site } from '@portal/api';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { useApiMutation } from '../../api/useApiMutation';
import { session } from '../../state/session';
import { DEVICE_PATHS, SCANNER_TEXTS } from '../devices/deviceMessages';
import { DeviceList } from '../devices/DeviceList';
import { removedName } from '../devices/deviceSave';
import { scannerColumns } from './scannerColumns';
import { VANILLA_SCANNER_FLAG } from './useScannerFormData';

export interface ScannerListItemProps {
  section: ScannersSection;
  sites: readonly Site[];
  canEdit: boolean;
}

/**
 * The Site Configuration's 'Physical Scanner List' item body (portal-onboarding §2.4): the scanners,
 * 'Configure Scanner', Mark Complete, Edit and Delete.
 */
export function ScannerListItem({ section, sites, canEdit }: ScannerListItemProps) {
  const { user } = useSnapshot(session);
  const vanillaFeature = user?.feature_flags.includes(VANILLA_SCANNER_FLAG) ?? false;
  const hardware = useApi('availableHardware', {});
  const save = useApiMutation('saveScanners', { invalidates: ['scanners'] });
  const remove = useApiMutation('saveScanners', {
    success: (reply) => SCANNER_TEXTS.deleted(removedName(section.scanners, reply.scanners)),
    invalidates: ['scanners'],
  });
  const columns = useMemo(
    () => scannerColumns(sites, hardware.data, vanillaFeature),
    [sites, hardware.data, vanillaFeature],
  );
  const finalizedSiteIds = useMemo(
    () => new Set(sites.filter((site) => site.finalized !== null).map((site) => site.id)),
    [sites],
  );
  return (
    <DeviceList<Scanner>
      texts={SCANNER_TEXTS}
      rows={section.scanners}
      columns={columns}
      canEdit={canEdit}
      completed={section.completed}
      finalizedSiteIds={finalizedSiteIds}
      addPath={DEVICE_PATHS.newScanner}
      editPath={DEVICE_PATHS.editScanner}
      onComplete={(completed) => save.run({ body: { ...section, completed } })}
      onDelete={async (scanner) => {
        const scanners = section.scanners.filter((candidate) => candidate.id !== scanner.id);
        return (await remove.run({ body: { ...section, scanners } })) !== undefined;
      }}
      deleting={remove.isMutating}
      completing={save.isMutating}
    />
  );
}
