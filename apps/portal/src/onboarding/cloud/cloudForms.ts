import type { CloudSection } from '@portal/api';
import type { CloudPart, CloudPartChange } from './cloudParts';
import { CLOUD_TEXTS } from './cloudTexts';

/**
 * What each part's form holds (its saved fields without `completed`), and back: blank licences are saved as null,
 * a licence count is trimmed.
 */
export interface CloudFormValues {
  amazon: Omit<CloudSection['amazon'], 'completed'>;
  azure: Omit<CloudSection['azure'], 'completed'>;
  office365: { licenses?: string; dlp: boolean };
  salesforce: { licenses?: string };
  geo_login: { countries: string[] };
  imanage: { licenses?: string };
  gcp: { licenses?: string };
}

/** The fields a user types: saved when the field is left, not on every key. */
export const TYPED_FIELDS: Readonly<Partial<Record<CloudPart, readonly string[]>>> = {
  salesforce: ['licenses'],
  imanage: ['licenses'],
  gcp: ['licenses'],
};

const licencesValue = (licenses: string | null) => (licenses === null || licenses === '' ? undefined : licenses);
const licencesSaved = (licenses: string | undefined) => {
  const trimmed = (licenses ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

type Conversions = {
  [P in CloudPart]: {
    values: (saved: CloudSection[P]) => CloudFormValues[P];
    change: (values: CloudFormValues[P]) => CloudPartChange<P>;
  };
};

const licenceCount = {
  values: ({ licenses }: { licenses: string | null }) => ({ licenses: licencesValue(licenses) }),
  change: ({ licenses }: { licenses?: string }) => ({ licenses: licencesSaved(licenses) }),
};

const CONVERSIONS: Conversions = {
  amazon: {
    values: ({ regions, guardduty, cloudwatch, cloudtrail, acl, eks }) => ({
      regions: [...regions],
      guardduty,
      cloudwatch,
      cloudtrail,
      acl,
      eks,
    }),
    change: (values) => ({ ...values, regions: [...values.regions] }),
  },
  azure: {
    values: ({ log_analytics, security_center, sentinel }) => ({ log_analytics, security_center, sentinel }),
    change: (values) => ({ ...values }),
  },
  office365: {
    values: ({ licenses, dlp }) => ({ licenses: licencesValue(licenses), dlp }),
    change: ({ licenses, dlp }) => ({ licenses: licencesSaved(licenses), dlp }),
  },
  salesforce: licenceCount,
  geo_login: {
    values: ({ countries }) => ({ countries: [...countries] }),
    change: ({ countries }) => ({ countries: [...countries] }),
  },
  imanage: licenceCount,
  gcp: licenceCount,
};

/** A part's form values from the section. */
export function partFormValues<P extends CloudPart>(cloud: CloudSection, part: P): CloudFormValues[P] {
  const conversion: Conversions[P] = CONVERSIONS[part];
  return conversion.values(cloud[part]);
}

/** The change a part's form values make to the section. */
export function partFormChange<P extends CloudPart>(part: P, values: CloudFormValues[P]): CloudPartChange<P> {
  const conversion: Conversions[P] = CONVERSIONS[part];
  return conversion.change(values);
}

/** A licence count is a whole number (blank is allowed here; Mark Complete asks for it where it is required). */
export function licenceCountError(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  return text === '' || /^\d+$/.test(text) ? undefined : CLOUD_TEXTS.licensesInvalid;
}
