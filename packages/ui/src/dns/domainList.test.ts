import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DNS_MESSAGES,
  isReservedDomain,
  isValidDomainName,
  normaliseDomain,
  RESERVED_TLDS,
  splitDomainList,
  validateDomainList,
} from './domainList';

/**
 * The oracle: RFC 1035 host-name syntax checked character by character, written without regular expressions and
 * apart from the module (a label is scanned once; the name's length is counted from the labels).
 */
function oracleValid(raw: string): boolean {
  let name = raw.trim().toLowerCase();
  if (name.endsWith('.')) name = name.slice(0, -1);
  const labels: string[] = [];
  let current = '';
  for (let index = 0; index < name.length; index += 1) {
    const char = name.charAt(index);
    if (char === '.') {
      labels.push(current);
      current = '';
    } else current += char;
  }
  labels.push(current);
  if (labels.length < 2) return false;
  const total = labels.reduce((sum, label) => sum + label.length, 0) + labels.length - 1;
  if (total > 253) return false;
  const isDigit = (char: string) => char >= '0' && char <= '9';
  const isLetter = (char: string) => char >= 'a' && char <= 'z';
  for (const label of labels) {
    if (label.length === 0 || label.length > 63) return false;
    if (label.charAt(0) === '-' || label.charAt(label.length - 1) === '-') return false;
    for (let index = 0; index < label.length; index += 1) {
      const char = label.charAt(index);
      if (!isDigit(char) && !isLetter(char) && char !== '-') return false;
    }
  }
  const tld = labels[labels.length - 1] ?? '';
  for (let index = 0; index < tld.length; index += 1) if (!isDigit(tld.charAt(index))) return true;
  return false;
}

function oracleReserved(raw: string): boolean {
  const parts = raw.trim().toLowerCase().split('.');
  const last = parts[parts.length - 1] === '' && parts.length > 1 ? parts[parts.length - 2] : parts[parts.length - 1];
  return ['example', 'invalid', 'local', 'localhost', 'onion', 'test'].some((tld) => tld === last);
}

/** Domain-ish text: mostly the host-name alphabet, some case, dots, hyphens and the odd stray character. */
const domainish = fc.string({
  unit: fc.constantFrom(...'abcxyz019-.-..AZ_ *'.split('')),
  minLength: 0,
  maxLength: 40,
});
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/);

describe('DNS domain lists', () => {
  it('splits on commas and newlines, trims and drops blanks', () => {
    expect(splitDomainList(' www.example.com ,\n\nvpn.example.net\r\n, ')).toEqual([
      'www.example.com',
      'vpn.example.net',
    ]);
    expect(validateDomainList('')).toBeUndefined();
    expect(validateDomainList(undefined)).toBeUndefined();
    expect(validateDomainList(' , \n')).toBeUndefined();
  });

  it.each([
    ['www.example.com', undefined],
    ['vpn.example.net, mail.birchfield-legal.com.', undefined],
    ['xn--bcher-kva.de', undefined],
    ['intranet.local', DNS_MESSAGES.reservedTld],
    ['portal.birchfield.TEST', DNS_MESSAGES.reservedTld],
    ['localhost', DNS_MESSAGES.reservedTld],
    ['hidden.onion.', DNS_MESSAGES.reservedTld],
    ['www.example.com\nshop.example', DNS_MESSAGES.reservedTld],
    ['nothing.invalid, bad name.com', DNS_MESSAGES.reservedTld],
    ['intranet', DNS_MESSAGES.invalidDomain],
    ['203.0.113.5', DNS_MESSAGES.invalidDomain],
    ['-bad.example.com', DNS_MESSAGES.invalidDomain],
    ['under_score.example.com', DNS_MESSAGES.invalidDomain],
    ['a..example.com', DNS_MESSAGES.invalidDomain],
    ['https://www.example.com', DNS_MESSAGES.invalidDomain],
    [`${'a'.repeat(64)}.com`, DNS_MESSAGES.invalidDomain],
    ['www.example.com, bad name.com', DNS_MESSAGES.invalidDomains],
    ['www.example.com\nWWW.Example.com.', DNS_MESSAGES.duplicate],
  ])('%j → %s', (text, message) => {
    expect(validateDomainList(text)).toBe(message);
  });

  it('refuses every reserved TLD in any case, with or without the final dot', () => {
    for (const tld of RESERVED_TLDS) {
      expect(isReservedDomain(`host.${tld}`)).toBe(true);
      expect(isReservedDomain(`HOST.${tld.toUpperCase()}.`)).toBe(true);
      expect(isReservedDomain(`${tld}.com`)).toBe(false);
    }
    expect(normaliseDomain(' WWW.Example.COM. ')).toBe('www.example.com');
  });

  it('accepts exactly the names the character-by-character oracle accepts (property)', () => {
    fc.assert(
      fc.property(domainish, (text) => {
        expect(isValidDomainName(text)).toBe(oracleValid(text));
        expect(isReservedDomain(text)).toBe(oracleReserved(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('accepts generated public domains, which the URL host parser keeps unchanged (property)', () => {
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        const valid = isValidDomainName(domain);
        expect(valid).toBe(oracleValid(domain));
        if (valid) expect(new URL(`http://${domain}/`).hostname).toBe(domain.toLowerCase());
        expect(validateDomainList(domain)).toBe(
          oracleReserved(domain) ? DNS_MESSAGES.reservedTld : valid ? undefined : DNS_MESSAGES.invalidDomain,
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('finds a reserved TLD anywhere in a list, whatever the separators (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.domain(), { maxLength: 6 }),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...RESERVED_TLDS),
        fc.nat(),
        fc.constantFrom(',', '\n', ' , ', '\r\n', ',\n'),
        (domains, hostLabels, tld, at, separator) => {
          const list = [...domains];
          list.splice(at % (list.length + 1), 0, [...hostLabels, tld].join('.'));
          expect(validateDomainList(list.join(separator))).toBe(DNS_MESSAGES.reservedTld);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('flags a repeated name, in another case or with the final dot, as a duplicate (property)', () => {
    const publicDomain = fc.domain().filter((domain) => !oracleReserved(domain) && oracleValid(domain));
    fc.assert(
      fc.property(fc.uniqueArray(publicDomain, { minLength: 1, maxLength: 5 }), fc.nat(), (domains, pick) => {
        const distinct = [...new Set(domains.map(normaliseDomain))];
        expect(validateDomainList(distinct.join('\n'))).toBeUndefined();
        const repeated = distinct[pick % distinct.length] ?? '';
        expect(validateDomainList([...distinct, `${repeated.toUpperCase()}.`].join(', '))).toBe(DNS_MESSAGES.duplicate);
      }),
      { numRuns: 2000 },
    );
  });
});
