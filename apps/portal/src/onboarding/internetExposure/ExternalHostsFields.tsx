import type { ExternalSection } from '@portal/api';
import { CheckboxField, IpListField, TextareaField, validateDomainList } from '@portal/ui';
import { InvalidTargets } from './InvalidTargets';
import { SectionBody } from './InternetExposureSection.styles';

export const EXTERNAL_HOSTS_TEXTS = {
  noHosts: "I don't have any external hosts",
  addresses: 'Public IP addresses',
  addressesHelp:
    'Addresses, ranges (203.0.113.5-203.0.113.20) or subnets up to /21, separated by commas or new lines. Saved when you leave the box.',
  domains: 'DNS domains',
  domainsHelp: 'Domain names such as www.example.com, separated by commas or new lines. Saved when you leave the box.',
  ownership: 'I confirm that my organization owns these DNS domains',
} as const;

export interface ExternalHostsFieldsProps {
  saved: ExternalSection;
  canEdit: boolean;
  noHosts: boolean;
  ownershipFeature: boolean;
}

/**
 * External Scan Hosts (portal-onboarding §2.5, §3, §5): the public IP list (public scope: private and reserved
 * ranges refused, subnets up to /21), the DNS domains (reserved TLDs refused), the domain ownership confirmation when
 * the feature is on, and 'I don't have any external hosts', which empties and locks the rest.
 */
export function ExternalHostsFields({ saved, canEdit, noHosts, ownershipFeature }: ExternalHostsFieldsProps) {
  const hostsLocked = !canEdit || noHosts;
  return (
    <SectionBody>
      <InvalidTargets targets={saved.invalid_targets} />
      <CheckboxField name="noExternalHosts" label={EXTERNAL_HOSTS_TEXTS.noHosts} disabled={!canEdit} />
      <IpListField
        name="ipAddresses"
        label={EXTERNAL_HOSTS_TEXTS.addresses}
        description={EXTERNAL_HOSTS_TEXTS.addressesHelp}
        scope="public"
        disabled={hostsLocked}
      />
      <TextareaField
        name="dnsDomains"
        label={EXTERNAL_HOSTS_TEXTS.domains}
        description={EXTERNAL_HOSTS_TEXTS.domainsHelp}
        validate={validateDomainList}
        disabled={hostsLocked}
      />
      {ownershipFeature && (
        <CheckboxField name="domainOwnershipConfirmed" label={EXTERNAL_HOSTS_TEXTS.ownership} disabled={hostsLocked} />
      )}
    </SectionBody>
  );
}
