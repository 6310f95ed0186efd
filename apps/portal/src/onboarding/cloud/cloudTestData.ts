import type { CloudSection } from '@portal/api';

const licences = { licenses: null, completed: false };

/** A cloud section with nothing entered (tests build other states from it). */
export const EMPTY_CLOUD: CloudSection = {
  amazon: {
    regions: [],
    guardduty: false,
    cloudwatch: false,
    cloudtrail: false,
    acl: false,
    eks: false,
    completed: false,
  },
  azure: { log_analytics: false, security_center: false, sentinel: false, completed: false },
  office365: { ...licences, dlp: false },
  salesforce: licences,
  geo_login: { countries: [], completed: false },
  gcp: licences,
  imanage: licences,
  finalized: null,
};
