import type { SiteSensorProfiles } from '@portal/api';
import { useId } from 'react';
import type { ApiQuery } from '../../api/useApi';
import { DataPanel } from '../../kit';
import { sectionError } from './SectionError';
import { StatusIndicator } from './StatusIndicator';
import { STATUS_MESSAGES } from './statusMessages';
import { groupSites, hasNoSitesOrSensors, type StatusSite } from './statusRules';
import { Muted, SensorTable, SiteBlock, SiteHeader, Stack, SubHeading } from './StatusPage.styles';

export const SITES_TITLE = 'Sites and sensors';

/** 'N of M sensors installed' under each site's name: the site's state at a glance. */
export const installedSummary = (site: StatusSite): string =>
  site.sensors.length === 0
    ? 'No sensors at this site'
    : `${site.installed} of ${site.sensors.length} ${site.sensors.length === 1 ? 'sensor' : 'sensors'} installed`;

function Site({ site }: { site: StatusSite }) {
  const headingId = useId();
  return (
    <SiteBlock aria-labelledby={headingId}>
      <SiteHeader>
        <SubHeading id={headingId}>{site.name}</SubHeading>
        <Muted>{installedSummary(site)}</Muted>
      </SiteHeader>
      {site.sensors.length > 0 && (
        <SensorTable aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Sensor</th>
              <th scope="col">Deployment type</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {site.sensors.map((sensor, index) => (
              // Shorthands are not guaranteed unique within a site; the position makes the key so.
              <tr key={`${sensor.shorthand}-${index}`}>
                <td>{sensor.shorthand}</td>
                <td>{sensor.deploymentType}</td>
                <td>
                  <StatusIndicator outcome={sensor.outcome}>{sensor.stateText}</StatusIndicator>
                </td>
              </tr>
            ))}
          </tbody>
        </SensorTable>
      )}
    </SiteBlock>
  );
}

/** The customer's sites with their sensors: installed is a success, every other state a fail. */
export function SitesSection({ query }: { query: ApiQuery<SiteSensorProfiles> }) {
  return (
    <DataPanel<SiteSensorProfiles>
      title={SITES_TITLE}
      query={query}
      loading="Loading sites and sensors..."
      errorMessage={sectionError(STATUS_MESSAGES.sitesFailed)}
      isEmpty={hasNoSitesOrSensors}
      empty={{ title: STATUS_MESSAGES.noSites, icon: 'search' }}
    >
      {(data) => (
        <Stack>
          {groupSites(data).map((site) => (
            <Site key={site.id ?? 'unassigned'} site={site} />
          ))}
        </Stack>
      )}
    </DataPanel>
  );
}
