import { CheckboxField, MultiSelectField, TextareaField, TextField, useFormState, type FieldOption } from '@portal/ui';
import type { SiteFormDraft } from './siteFormValues';
import { SITE_MESSAGES } from './siteRules';
import {
  ANTIVIRUS_VENDORS,
  DHCP_VENDORS,
  DNS_VENDORS,
  IAM_VENDORS,
  IDS_VENDORS,
  MFA_VENDORS,
  PROXY_VENDORS,
  VPN_VENDORS,
  withSavedValues,
} from './siteVendors';
import { FieldGroup, GroupTitle, Wide } from './SiteConfigurationSection.styles';

type ListName = 'iam' | 'dns' | 'dhcp' | 'antivirus' | 'mfa' | 'ids' | 'vpn' | 'proxy';

const SOURCES: readonly { name: ListName; label: string; options: FieldOption[] }[] = [
  { name: 'iam', label: 'Identity and Access Management', options: IAM_VENDORS },
  { name: 'antivirus', label: 'Antivirus', options: ANTIVIRUS_VENDORS },
  { name: 'mfa', label: 'Multi-Factor Authentication', options: MFA_VENDORS },
  { name: 'ids', label: 'Intrusion Detection', options: IDS_VENDORS },
  { name: 'vpn', label: 'Client VPN', options: VPN_VENDORS },
  { name: 'proxy', label: 'Web Proxy', options: PROXY_VENDORS },
];

/** The site's log sources (§3) with DNS and DHCP, each with its 'none' box, and the notes. */
export function SiteLogSourceFields() {
  const { values } = useFormState<SiteFormDraft>({ subscription: { values: true } });
  const saved = (name: ListName) => values[name] ?? [];
  return (
    <FieldGroup>
      <GroupTitle>Log Sources</GroupTitle>
      <div>
        <MultiSelectField
          name="dns"
          label="DNS"
          options={withSavedValues(DNS_VENDORS, saved('dns'))}
          required={(all) => all.noDNS !== true}
          requiredMessage={SITE_MESSAGES.dns}
          disabled={values.noDNS === true}
        />
        <CheckboxField name="noDNS" label="There is no DNS server at this site" />
      </div>
      <div>
        <MultiSelectField
          name="dhcp"
          label="DHCP"
          options={withSavedValues(DHCP_VENDORS, saved('dhcp'))}
          required={(all) => all.noDHCP !== true}
          requiredMessage={SITE_MESSAGES.dhcp}
          disabled={values.noDHCP === true}
        />
        <CheckboxField name="noDHCP" label="There is no DHCP server at this site" />
      </div>
      {SOURCES.map((source) => (
        <MultiSelectField
          key={source.name}
          name={source.name}
          label={source.label}
          options={withSavedValues(source.options, saved(source.name))}
        />
      ))}
      <TextField name="cls" label="Custom Log Sources" description="Separate entries with a comma." />
      <Wide>
        <TextareaField name="notes" label="Notes" rows={3} />
      </Wide>
    </FieldGroup>
  );
}
