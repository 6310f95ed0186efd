import type { FieldOption } from '@portal/ui';
import type { CloudPart } from './cloudParts';

/** Each part's accordion title (portal-onboarding §2.5). */
export const CLOUD_PART_TITLES: Readonly<Record<CloudPart, string>> = {
  amazon: 'AWS',
  azure: 'Azure',
  office365: 'Office 365',
  salesforce: 'Salesforce',
  geo_login: 'Geo Login',
  imanage: 'iManage',
  gcp: 'GCP',
};

/**
 * The fixed list of 17 AWS regions (portal-onboarding §3, e.g. us-east-1 and eu-west-1): the commercial regions of
 * the time the list was fixed. The code is the label, as the spec and the saved data name them.
 */
export const AWS_REGIONS = [
  'us-east-1',
  'us-east-2',
  'us-west-1',
  'us-west-2',
  'ca-central-1',
  'sa-east-1',
  'eu-west-1',
  'eu-west-2',
  'eu-west-3',
  'eu-central-1',
  'eu-north-1',
  'ap-south-1',
  'ap-northeast-1',
  'ap-northeast-2',
  'ap-northeast-3',
  'ap-southeast-1',
  'ap-southeast-2',
] as const;

export const AWS_REGION_OPTIONS: readonly FieldOption[] = AWS_REGIONS.map((region) => ({
  value: region,
  label: region,
}));

/** Office 365 tiers (portal-onboarding §3 enumerations). */
export const OFFICE365_TIERS: readonly FieldOption[] = ['E3', 'E5', 'Other'].map((tier) => ({
  value: tier,
  label: tier,
}));

/** The section's own texts (the spec gives none for these; README decisions). */
export const CLOUD_TEXTS = {
  panelTitle: 'Cloud Sensor Configuration',
  loading: 'Loading cloud sensor configuration...',
  noneTitle: 'No cloud sensors purchased',
  noneDescription: 'Cloud sensors you purchase appear here to be configured.',
  optional: 'Optional',
  gcpNote: 'GCP is not needed to complete the Cloud Sensor Configuration.',
  saveFailedTitle: 'Your last change was not saved',
  tryAgain: 'Try again',
  licensesInvalid: 'Enter a whole number of licenses',
} as const;

/** Why Mark Complete waits (§5 required selections), under the field that is needed. */
export const REQUIRED_HINTS: Readonly<Partial<Record<CloudPart, string>>> = {
  amazon: 'Select at least one region to mark AWS complete.',
  office365: 'Select the license tier to mark Office 365 complete.',
  salesforce: 'Enter the number of licenses to mark Salesforce complete.',
  geo_login: 'The countries your users sign in from. Select at least one to mark Geo Login complete.',
};
