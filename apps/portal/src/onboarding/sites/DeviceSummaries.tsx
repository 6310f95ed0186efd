import type { Scanner, Sensor, Site, VirtualScannerSection, VirtualSensorSection } from '@portal/api';
import { FactList, FactRow } from '../../kit';
import { Muted, SummaryList } from './SiteConfigurationSection.styles';

/**
 * Read-only summaries of what the Site Configuration's other items hold (portal-onboarding §2.4). The lists and
 * settings forms themselves come with the next onboarding issue; until then the saved data is shown as it is.
 */
type Device = Pick<Sensor | Scanner, 'id' | 'name' | 'location_id' | 'model' | 'network_configuration'>;

function deviceLine(device: Device, sites: readonly Site[]): string {
  const site = sites.find((candidate) => candidate.id === device.location_id)?.name ?? 'Unknown site';
  const address = device.network_configuration?.address ?? 'Automatic IP';
  return [device.name, site, device.model ?? 'Model not chosen', address].join(' · ');
}

export function DeviceSummary({
  devices,
  sites,
  noun,
}: {
  devices: readonly Device[];
  sites: readonly Site[];
  noun: 'sensors' | 'scanners';
}) {
  if (devices.length === 0) return <Muted>{`No ${noun} configured yet.`}</Muted>;
  return (
    <SummaryList aria-label={noun === 'sensors' ? 'Sensors' : 'Scanners'}>
      {devices.map((device) => (
        <li key={device.id}>{deviceLine(device, sites)}</li>
      ))}
    </SummaryList>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function VirtualScannerSummary({ section }: { section: VirtualScannerSection }) {
  return (
    <FactList>
      <FactRow>
        <dt>Software</dt>
        <dd>{section.software ?? 'Not chosen'}</dd>
      </FactRow>
      <FactRow>
        <dt>Requirements met</dt>
        <dd>{yesNo(section.acknowledged)}</dd>
      </FactRow>
      <FactRow>
        <dt>No virtual scanner needed</dt>
        <dd>{yesNo(section.noVirtualScanners)}</dd>
      </FactRow>
    </FactList>
  );
}

/** The virtual sensor (with its quotas) or, with the feature off, the virtual log collector: the same saved section. */
export function VirtualApplianceSummary({ section, quotas }: { section: VirtualSensorSection; quotas: boolean }) {
  return (
    <FactList>
      <FactRow>
        <dt>Hypervisors</dt>
        <dd>{section.hypervisor.length > 0 ? section.hypervisor.join(', ') : 'None chosen'}</dd>
      </FactRow>
      <FactRow>
        <dt>Virtualization requirements met</dt>
        <dd>{yesNo(section.virtualizationRequirements)}</dd>
      </FactRow>
      <FactRow>
        <dt>Not needed</dt>
        <dd>{yesNo(section.noVirtualSensor)}</dd>
      </FactRow>
      {quotas &&
        Object.entries(section.quotas).map(([kind, { quota, used }]) => (
          <FactRow key={kind}>
            <dt>{`${kind} quota`}</dt>
            <dd>{`${String(used)} of ${String(quota)} used`}</dd>
          </FactRow>
        ))}
    </FactList>
  );
}

export function ConnectWiseSummary({ configure }: { configure: boolean }) {
  return (
    <Muted>
      {configure
        ? 'ConnectWise integration will be configured for this customer.'
        : 'ConnectWise integration is not configured.'}
    </Muted>
  );
}
