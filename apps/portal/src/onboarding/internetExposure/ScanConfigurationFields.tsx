import { CheckboxField, Link } from '@portal/ui';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../routing/paths';
import { Paragraph, SectionBody } from './InternetExposureSection.styles';

export const SCAN_TEXTS = {
  explanation:
    'The provider performs monthly external vulnerability scans of the public IP addresses and DNS domains listed under External Scan Hosts.',
  allowList:
    "Allow the scanners' addresses through your firewall so the scans can reach your hosts; they are listed under",
  addressesLink: 'IP addresses',
  acknowledgement: 'I acknowledge the monthly external vulnerability scans of my external hosts',
  notRequired: 'Your services do not include external vulnerability scans, so no acknowledgement is needed.',
} as const;

export interface ScanConfigurationFieldsProps {
  canEdit: boolean;
  /** Add-on only customers need no acknowledgement (portal-onboarding §4). */
  required: boolean;
}

/** Vulnerability Scan Configuration (portal-onboarding §2.5, §9): the monthly external scans and their acknowledgement. */
export function ScanConfigurationFields({ canEdit, required }: ScanConfigurationFieldsProps) {
  return (
    <SectionBody>
      <Paragraph>{SCAN_TEXTS.explanation}</Paragraph>
      <Paragraph>
        {SCAN_TEXTS.allowList}{' '}
        <Link href={PATHS.whitelistableIps} as={RouterLink}>
          {SCAN_TEXTS.addressesLink}
        </Link>
        .
      </Paragraph>
      {!required && <Paragraph>{SCAN_TEXTS.notRequired}</Paragraph>}
      <CheckboxField name="vulScanIPsConfigured" label={SCAN_TEXTS.acknowledgement} disabled={!canEdit} />
    </SectionBody>
  );
}
