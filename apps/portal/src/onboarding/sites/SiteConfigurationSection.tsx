import { Accordion, Badge, Freshness, Panel, type AccordionItem } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AsyncContent } from '../../kit';
import { ONBOARDING_ANCHORS } from '../overview/anchors';
import { useOnboardingEditing } from '../useOnboardingEditing';
import { ConnectWiseItem } from '../connectWise/ConnectWiseItem';
import { ScannerListItem } from '../scanners/ScannerListItem';
import { SensorListItem } from '../sensors/SensorListItem';
import { VirtualScannerItem } from '../virtual/VirtualScannerItem';
import { VirtualSensorItem } from '../virtual/VirtualSensorItem';
import {
  SITE_CONFIGURATION_TITLES,
  visibleSiteConfigurationItems,
  type SiteConfigurationItem,
} from './siteConfigurationItems';
import { SiteList } from './SiteList';
import { SitesWritesContext, useSitesWritesState } from './sitesWrites';
import {
  COMPLETE,
  LOAD_FAILED,
  connectWiseText,
  deviceListText,
  settingsText,
  siteReferences,
  sitesText,
} from './siteSummaries';
import { SummaryRow } from './SiteConfigurationSection.styles';
import { useSiteConfigurationData } from './useSiteConfigurationData';

const OPENED_BY_VIEW: Readonly<Record<string, SiteConfigurationItem>> = {
  sensors: 'sensorList',
  scanners: 'scannerList',
};

/** What an item's header reads of a call: a first load that failed has an error and no data. */
interface LoadState {
  data: unknown;
  error: unknown;
}

/**
 * The header's completion text, with a 'Complete' badge when the item is marked so; when a call the item needs
 * failed, a 'Failed to load' badge instead, so a collapsed item does not hide the failure until it is opened.
 */
function summary(text: string | undefined, complete = false, needs: readonly LoadState[] = []): ReactNode {
  if (needs.some((query) => query.data === undefined && query.error !== undefined))
    return <Badge intent="danger">{LOAD_FAILED}</Badge>;
  if (text === undefined) return undefined;
  return (
    <SummaryRow>
      <span>{text}</span>
      {complete && <Badge intent="success">{COMPLETE}</Badge>}
    </SummaryRow>
  );
}

/**
 * The Site Configuration panel's content on the onboarding overview (portal-onboarding §2.4): the accordion of the
 * items this customer sees, each header with its completion text. The Site List is complete here (add, edit,
 * delete, Mark Complete); sensors, scanners, the virtual items and ConnectWise show their saved data read-only.
 */
export function SiteConfigurationSection() {
  const { canEdit } = useOnboardingEditing();
  const { facts, sites, sensors, scanners, virtualScanner, virtualSensor } = useSiteConfigurationData();
  const [params] = useSearchParams();
  const view = params.get('view');
  const [expanded, setExpanded] = useState<string[]>(['siteList']);
  const sitesWrites = useSitesWritesState();
  // A new `?view=` opens its list (during render, so the item is open when the overview scrolls to it).
  const [viewSeen, setViewSeen] = useState<string | null>(null);
  if (view !== viewSeen) {
    setViewSeen(view);
    const item = view === null ? undefined : OPENED_BY_VIEW[view];
    if (item !== undefined && !expanded.includes(item)) setExpanded([...expanded, item]);
  }

  const siteSection = sites.data;
  const siteRows = siteSection?.sites ?? [];
  const sitesComplete = siteSection?.completed ?? false;
  const referencesOf = (siteId: string) =>
    siteReferences(siteId, sensors.data?.sensors ?? [], scanners.data?.scanners ?? []);

  const build: Record<SiteConfigurationItem, () => Omit<AccordionItem, 'id' | 'title'>> = {
    siteList: () => ({
      summary: summary(siteSection && sitesText(siteRows.length), sitesComplete, [sites]),
      content: (
        <AsyncContent query={sites} loading="Loading sites...">
          {(section) => <SiteList section={section} canEdit={canEdit} referencesOf={referencesOf} />}
        </AsyncContent>
      ),
    }),
    sensorList: () => ({
      summary: summary(
        siteSection && sensors.data && deviceListText(sensors.data.sensors.length, 'sensor', sitesComplete),
        sensors.data?.completed,
        [sensors],
      ),
      content: (
        <AsyncContent query={sensors} loading="Loading sensors...">
          {(section) => <SensorListItem section={section} sites={siteRows} canEdit={canEdit} />}
        </AsyncContent>
      ),
    }),
    scannerList: () => ({
      summary: summary(
        siteSection && scanners.data && deviceListText(scanners.data.scanners.length, 'scanner', sitesComplete),
        scanners.data?.completed,
        [scanners],
      ),
      content: (
        <AsyncContent query={scanners} loading="Loading scanners...">
          {(section) => <ScannerListItem section={section} sites={siteRows} canEdit={canEdit} />}
        </AsyncContent>
      ),
    }),
    virtualScanner: () => ({
      summary: summary(
        virtualScanner.data && settingsText(virtualScanner.data.completed, virtualScanner.data.noVirtualScanners),
        false,
        [virtualScanner],
      ),
      content: (
        <AsyncContent query={virtualScanner} loading="Loading virtual scanner settings...">
          {(section) => <VirtualScannerItem section={section} canEdit={canEdit} />}
        </AsyncContent>
      ),
    }),
    virtualSensor: () => ({
      summary: summary(
        virtualSensor.data && settingsText(virtualSensor.data.completed, virtualSensor.data.noVirtualSensor),
        false,
        [virtualSensor],
      ),
      content: (
        <AsyncContent query={virtualSensor} loading="Loading virtual sensor settings...">
          {(section) => <VirtualSensorItem section={section} variant="virtualSensor" canEdit={canEdit} />}
        </AsyncContent>
      ),
    }),
    virtualLogCollector: () => ({
      summary: summary(
        virtualSensor.data && settingsText(virtualSensor.data.completed, virtualSensor.data.noVirtualSensor),
        false,
        [virtualSensor],
      ),
      content: (
        <AsyncContent query={virtualSensor} loading="Loading virtual log collector settings...">
          {(section) => <VirtualSensorItem section={section} variant="virtualLogCollector" canEdit={canEdit} />}
        </AsyncContent>
      ),
    }),
    connectWise: () => ({
      summary: summary(siteSection && connectWiseText(siteSection.configureConnectWise), false, [sites]),
      content: (
        <AsyncContent query={sites} loading="Loading ConnectWise settings...">
          {(section) => <ConnectWiseItem section={section} canEdit={canEdit} />}
        </AsyncContent>
      ),
    }),
  };

  const anchors: Partial<Record<SiteConfigurationItem, string>> = {
    // The overview scrolls to these for `?view=sensors` and `?view=scanners` (portal-onboarding §2.2).
    sensorList: ONBOARDING_ANCHORS.sensors,
    scannerList: ONBOARDING_ANCHORS.scanners,
  };
  const items: AccordionItem[] = visibleSiteConfigurationItems(facts).map((id) => ({
    id,
    // The anchor sits on the always-visible header, so the overview can scroll to a collapsed item too.
    title: <span id={anchors[id]}>{SITE_CONFIGURATION_TITLES[id]}</span>,
    ...build[id](),
  }));

  const refresh = () => {
    for (const query of [sites, sensors, scanners, virtualScanner, virtualSensor]) void query.mutate();
  };
  return (
    <Panel
      title="Site Configuration"
      actions={
        <Freshness
          updatedAt={sites.updatedAt}
          onRefresh={refresh}
          refreshing={sites.isValidating && sites.data !== undefined}
          refreshLabel="Refresh Site Configuration"
        />
      }
    >
      <SitesWritesContext.Provider value={sitesWrites}>
        <Accordion
          items={items}
          expandedIds={expanded}
          onExpandedChange={setExpanded}
          headingLevel={3}
          mountContent="whenOpened"
        />
      </SitesWritesContext.Provider>
    </Panel>
  );
}
