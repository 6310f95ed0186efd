export { InternetExposureSection, EXPOSURE_LOADING_TEXT } from './InternetExposureSection';
export { INVALID_TARGET_TEXTS } from './InvalidTargets';
export { EXTERNAL_HOSTS_TEXTS } from './ExternalHostsFields';
export { SCAN_TEXTS } from './ScanConfigurationFields';
export { EXPOSURE_MISSING_TEXTS } from './exposureRules';
