/** The site form's messages (portal-onboarding §5 "Site"), verbatim. */
export const SITE_MESSAGES = {
  name: 'Enter a site name',
  uniqueName: 'Enter a unique site name',
  country: 'Make a country selection',
  street: 'Enter a street address',
  region: 'Make a state/province/region selection',
  postcode: 'Enter a postal/ZIP code',
  city: 'Enter a city name',
  timezone: 'Make a time zone selection',
  dns: 'Make a DNS selection',
  dhcp: 'Make a DHCP selection',
  firewalls: 'Make a firewall selection',
  adc: 'Enter the number of domain controllers at this site',
  adcNegative: 'Enter a non-negative number of domain controllers at this site',
} as const;

const normalName = (name: string) => name.trim().toLowerCase();

/**
 * Site names are unique per customer, ignoring case and surrounding spaces (as the demo API checks). `otherNames`
 * are the other sites' names: on edit the site's own saved name is left out, so keeping it is allowed.
 */
export function uniqueSiteName(name: string | undefined, otherNames: readonly string[]): string | undefined {
  if (name === undefined || name.trim() === '') return undefined;
  const wanted = normalName(name);
  return otherNames.some((other) => normalName(other) === wanted) ? SITE_MESSAGES.uniqueName : undefined;
}

/** The domain-controller count: a whole number, at least 0 (the required check comes first). */
export function adcCount(value: number | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value < 0) return SITE_MESSAGES.adcNegative;
  return Number.isInteger(value) ? undefined : SITE_MESSAGES.adc;
}

export interface AdcDependants {
  isADCDNS?: boolean;
  oldestWindowsVersion?: string;
}

/**
 * §4: a count going above 0 turns on "domain controllers provide DNS"; a count of 0 clears it and the oldest
 * Windows version. Only a change of the count does anything, so the user may untick the box afterwards.
 */
export function adcChange(previous: number | undefined, next: number | undefined): AdcDependants {
  const had = (previous ?? 0) > 0;
  const has = (next ?? 0) > 0;
  if (!had && has) return { isADCDNS: true };
  if (next === 0 && previous !== 0) return { isADCDNS: false, oldestWindowsVersion: '' };
  return {};
}

/** Whether the domain-controller details (DNS box, oldest Windows version) can be filled in. */
export const hasControllers = (adc: number | undefined) => (adc ?? 0) > 0;
