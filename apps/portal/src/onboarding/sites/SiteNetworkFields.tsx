import {
  CheckboxField,
  IpListField,
  MultiSelectField,
  NumberField,
  SelectField,
  TextareaField,
  useFormState,
} from '@portal/ui';
import { LIST_SEPARATOR, type SiteFormDraft } from './siteFormValues';
import { adcCount, hasControllers, SITE_MESSAGES } from './siteRules';
import { FIREWALL_VENDORS, SWITCH_VENDORS, WAP_VENDORS, WINDOWS_SERVER_VERSIONS, withSavedValues } from './siteVendors';
import { FieldGroup, GroupTitle, Wide } from './SiteConfigurationSection.styles';

const listHint = `Separate entries with a comma ('${LIST_SEPARATOR.trim()}').`;

/** Firewalls (or none), switches, access points, subnets and the lists to avoid, devices, domain controllers (§3). */
export function SiteNetworkFields() {
  const { values } = useFormState<SiteFormDraft>({ subscription: { values: true } });
  const controllers = hasControllers(values.adc);
  return (
    <FieldGroup>
      <GroupTitle>Network</GroupTitle>
      <div>
        <MultiSelectField
          name="firewalls"
          label="Firewalls"
          options={withSavedValues(FIREWALL_VENDORS, values.firewalls ?? [])}
          required={(all) => all.noFirewalls !== true}
          requiredMessage={SITE_MESSAGES.firewalls}
          disabled={values.noFirewalls === true}
        />
        <CheckboxField name="noFirewalls" label="There are no firewalls at this site" />
      </div>
      <MultiSelectField
        name="switches"
        label="Switches"
        options={withSavedValues(SWITCH_VENDORS, values.switches ?? [])}
      />
      <MultiSelectField
        name="wap"
        label="Wireless Access Points"
        options={withSavedValues(WAP_VENDORS, values.wap ?? [])}
      />
      <Wide>
        <IpListField
          name="ipSubnets"
          label="IP Subnets"
          scope="private"
          description="The internal subnets at this site: addresses, ranges or CIDR subnets, one per line or comma separated."
        />
      </Wide>
      <TextareaField name="networkBlacklist" label="Networks to avoid monitoring" description={listHint} rows={2} />
      <TextareaField name="scanningBlacklist" label="Networks to avoid NMAP scanning" description={listHint} rows={2} />
      <Wide>
        <TextareaField name="devices" label="Security Devices" description={listHint} rows={2} />
      </Wide>
      <NumberField
        name="adc"
        label="Number of Domain Controllers"
        min={0}
        step={1}
        required
        requiredMessage={SITE_MESSAGES.adc}
        validate={adcCount}
      />
      <SelectField
        name="oldestWindowsVersion"
        label="Oldest Windows Server Version"
        options={WINDOWS_SERVER_VERSIONS}
        disabled={!controllers}
      />
      <CheckboxField name="isADCDNS" label="Domain controllers provide DNS" disabled={!controllers} />
      <CheckboxField name="isADCDHCP" label="Domain controllers provide DHCP" />
      <CheckboxField name="thirdPartySite" label="This site is hosted by a third party" />
    </FieldGroup>
  );
}
