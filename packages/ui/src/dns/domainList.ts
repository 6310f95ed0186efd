/**
 * DNS domain lists for external scan hosts (portal-onboarding §5): entries separated by commas and newlines, trimmed,
 * blanks dropped; reserved top-level domains refused. The spec names only the reserved-TLD message; the checks of
 * syntax and duplicates follow the IP list's pattern (one message per kind of problem, the first kind found wins).
 */

export const DNS_MESSAGES = {
  reservedTld: 'Remove reserved top-level domain (TLD) names',
  invalidDomain: 'Enter a valid domain name',
  invalidDomains: 'Remove invalid domain names',
  duplicate: 'Remove duplicate domain names',
} as const;

/** Special-use top-level domains (RFC 2606, 6761, 6762, 7686): never on the public internet, so never scanned. */
export const RESERVED_TLDS = ['example', 'invalid', 'local', 'localhost', 'onion', 'test'] as const;

/** RFC 1035 limits: 63 octets a label, 253 characters a name (written without its final dot). */
export const MAX_LABEL_LENGTH = 63;
export const MAX_DOMAIN_LENGTH = 253;

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const NUMERIC = /^[0-9]+$/;

/** Entries are separated by commas and newlines, trimmed, blanks dropped (§5: text lists). */
export function splitDomainList(text: string): string[] {
  return text
    .split(/[,\r\n]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** Lower case without the optional final dot of a fully qualified name ('WWW.Example.COM.' → 'www.example.com'). */
export function normaliseDomain(name: string): string {
  const lower = name.trim().toLowerCase();
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
}

/** Whether the name ends in a reserved top-level domain (or is one), in any case, with or without the final dot. */
export function isReservedDomain(name: string): boolean {
  const tld = normaliseDomain(name).split('.').pop() ?? '';
  return (RESERVED_TLDS as readonly string[]).includes(tld);
}

/**
 * A public host name in ASCII (IDNs in their xn-- form): at least two labels of letters, digits and inner hyphens,
 * each 1–63 characters, 253 in all, and a top-level domain that is not all digits (so an IPv4 address is no domain).
 */
export function isValidDomainName(name: string): boolean {
  const normal = normaliseDomain(name);
  if (normal.length > MAX_DOMAIN_LENGTH) return false;
  const labels = normal.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return (
    labels.length >= 2 &&
    labels.every((label) => label.length <= MAX_LABEL_LENGTH && LABEL.test(label)) &&
    !NUMERIC.test(tld)
  );
}

/**
 * A final-form field validator for a DNS domain list: the first message that applies — reserved TLDs, then invalid
 * names, then duplicates (compared without case and final dot) — or undefined when the list is fine (or empty).
 */
export function validateDomainList(text: string | undefined): string | undefined {
  const entries = splitDomainList(text ?? '');
  if (entries.some(isReservedDomain)) return DNS_MESSAGES.reservedTld;
  const invalid = entries.filter((entry) => !isValidDomainName(entry));
  if (invalid.length > 0) return entries.length === 1 ? DNS_MESSAGES.invalidDomain : DNS_MESSAGES.invalidDomains;
  const normal = entries.map(normaliseDomain);
  if (new Set(normal).size !== normal.length) return DNS_MESSAGES.duplicate;
  return undefined;
}
