import { Banner, CopyButton, decodeDeviceConfig, deviceConfigurationUrl, Link, Panel } from '@portal/ui';
import { useSearchParams } from 'react-router-dom';
import { FactList, FactRow, PageFrame } from '../../kit';
import { UrlBox } from './DeviceConfigurePage.styles';

export const NO_CONFIGURATION = 'There is no configuration available.';
export const INVALID_VALUES = 'Unable to create configuration URL due to invalid values.';
/** A value the link does not carry (the spec's placeholder). */
const MISSING = '---';

function Fact({ label, value }: { label: string; value: string | undefined }) {
  return (
    <FactRow>
      <dt>{label}</dt>
      <dd>{value === undefined || value === '' ? MISSING : value}</dd>
    </FactRow>
  );
}

/**
 * /device/configure?c=<base64 JSON> (portal-onboarding §2.7): the sensor's settings read-only, and the
 * configuration URL for the device's fixed local address with Copy. Nothing readable in `c` says there is no
 * configuration; values that cannot make a URL say so instead of the URL.
 */
export function DeviceConfigurePage() {
  const [params] = useSearchParams();
  const reading = decodeDeviceConfig(params.get('c'));
  if (reading.status === 'none') {
    return (
      <PageFrame title="Device Configuration" width="narrow">
        <Banner intent="info">{NO_CONFIGURATION}</Banner>
      </PageFrame>
    );
  }
  const { fields } = reading;
  const url = reading.status === 'valid' ? deviceConfigurationUrl(reading.config) : undefined;
  return (
    <PageFrame title="Device Configuration" width="narrow">
      <Panel title="Device" headingLevel={2}>
        <FactList>
          <Fact label="Site" value={fields.site} />
          <Fact label="Name" value={fields.name} />
          <Fact label="Model" value={fields.model} />
          <Fact label="Deployment Type" value={fields.deploymentType} />
        </FactList>
      </Panel>
      <Panel title="Management Interface (mgmt0)" headingLevel={2}>
        <FactList>
          <Fact label="IP Configuration" value={fields.dhcp === true ? 'DHCP' : 'Static'} />
          {fields.dhcp !== true && (
            <>
              <Fact label="IP Address" value={fields.ip} />
              <Fact label="Netmask" value={fields.netmask} />
              <Fact label="Gateway" value={fields.gateway} />
              <Fact label="DNS Nameservers" value={fields.dnsNameservers?.join(', ')} />
            </>
          )}
        </FactList>
      </Panel>
      <Panel title="Configuration URL" headingLevel={2}>
        {url === undefined ? (
          <Banner intent="danger">{INVALID_VALUES}</Banner>
        ) : (
          <UrlBox>
            <Link href={url}>{url}</Link>
            <CopyButton text={url} aria-label="Copy configuration URL" />
          </UrlBox>
        )}
      </Panel>
    </PageFrame>
  );
}
