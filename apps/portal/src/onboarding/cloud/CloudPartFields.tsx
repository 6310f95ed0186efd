import { CheckboxField, MultiSelectField, RadioGroupField, TextField } from '@portal/ui';
import { countryOptions } from '../sites/siteLocations';
import { licenceCountError } from './cloudForms';
import type { CloudPart } from './cloudParts';
import { AWS_REGION_OPTIONS, CLOUD_TEXTS, OFFICE365_TIERS, REQUIRED_HINTS } from './cloudTexts';
import { ChoiceGrid, PartNote } from './CloudSensorSection.styles';

/** On/off choices by field name and label (the spec's names, §3). */
function Choices({ choices, disabled }: { choices: readonly [string, string][]; disabled: boolean }) {
  return (
    <ChoiceGrid>
      {choices.map(([name, label]) => (
        <CheckboxField key={name} name={name} label={label} disabled={disabled} />
      ))}
    </ChoiceGrid>
  );
}

function LicenceCount({ part, disabled }: { part: CloudPart; disabled: boolean }) {
  return (
    <TextField
      name="licenses"
      label="Licenses"
      description={REQUIRED_HINTS[part]}
      validate={licenceCountError}
      disabled={disabled}
    />
  );
}

/** The fields of one cloud part (portal-onboarding §3 cloud sensors), disabled for read-only users. */
export function CloudPartFields({ part, disabled }: { part: CloudPart; disabled: boolean }) {
  switch (part) {
    case 'amazon':
      return (
        <>
          <MultiSelectField
            name="regions"
            label="Regions"
            description={REQUIRED_HINTS.amazon}
            options={AWS_REGION_OPTIONS}
            disabled={disabled}
          />
          <Choices
            disabled={disabled}
            choices={[
              ['guardduty', 'GuardDuty'],
              ['cloudwatch', 'CloudWatch'],
              ['cloudtrail', 'CloudTrail'],
              ['acl', 'ACL'],
              ['eks', 'EKS'],
            ]}
          />
        </>
      );
    case 'azure':
      return (
        <Choices
          disabled={disabled}
          choices={[
            ['log_analytics', 'Log Analytics'],
            ['security_center', 'Security Center'],
            ['sentinel', 'Sentinel'],
          ]}
        />
      );
    case 'office365':
      return (
        <>
          <RadioGroupField
            name="licenses"
            label="Licenses"
            description={REQUIRED_HINTS.office365}
            options={OFFICE365_TIERS}
            disabled={disabled}
          />
          <Choices disabled={disabled} choices={[['dlp', 'DLP']]} />
        </>
      );
    case 'geo_login':
      return (
        <MultiSelectField
          name="countries"
          label="Countries"
          description={REQUIRED_HINTS.geo_login}
          options={countryOptions()}
          disabled={disabled}
        />
      );
    case 'gcp':
      return (
        <>
          <PartNote>{CLOUD_TEXTS.gcpNote}</PartNote>
          <LicenceCount part={part} disabled={disabled} />
        </>
      );
    case 'salesforce':
    case 'imanage':
      return <LicenceCount part={part} disabled={disabled} />;
  }
}
