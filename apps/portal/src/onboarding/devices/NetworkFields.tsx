import { Panel, TextField } from '@portal/ui';
import { DEVICE_MESSAGES } from './deviceMessages';
import { DhcpOverride } from './DhcpOverride';
import { FieldRow, FieldStack } from './DeviceForm.styles';
import {
  needsStaticIp,
  validateGateway,
  validateHostAddress,
  validateSubnetMask,
  warnPublicAddress,
} from './networkRules';

export interface NetworkFieldsProps {
  /** Sensors may fall back to DHCP ("can't provide a static IP"); scanners always need a static address. */
  dhcpOverride: boolean;
}

/** The network panel (portal-onboarding §3, §5): static IP, mask or prefix, gateway, DNS servers. */
export function NetworkFields({ dhcpOverride }: NetworkFieldsProps) {
  const required = dhcpOverride ? needsStaticIp : true;
  return (
    <Panel title="Network" headingLevel={2}>
      <FieldStack>
        {dhcpOverride && <DhcpOverride />}
        <FieldRow>
          <TextField
            name="ipAddress"
            label="IP Address"
            description="IPv4 address"
            required={required}
            requiredMessage={DEVICE_MESSAGES.staticIp}
            validate={validateHostAddress}
            warn={warnPublicAddress}
          />
          <TextField
            name="subnetMask"
            label="Subnet Mask"
            description="A mask (255.255.255.0) or a prefix length (/24)"
            required={required}
            requiredMessage={DEVICE_MESSAGES.subnetMask}
            validate={validateSubnetMask}
          />
        </FieldRow>
        <TextField
          name="gateway"
          label="Gateway"
          description="In the IP address's subnet"
          required={required}
          requiredMessage={DEVICE_MESSAGES.gateway}
          validate={validateGateway}
        />
        <FieldRow>
          <TextField
            name="primaryDns"
            label="Primary DNS Server"
            required={required}
            requiredMessage={DEVICE_MESSAGES.primaryDns}
            validate={validateHostAddress}
          />
          <TextField name="secondaryDns" label="Secondary DNS Server" validate={validateHostAddress} />
        </FieldRow>
      </FieldStack>
    </Panel>
  );
}
