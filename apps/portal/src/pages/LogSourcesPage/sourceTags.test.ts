import type { LogSource } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addTagRefusal, filterSources, isReservedTag, normalizeTag, tagFailureMessage } from './sourceTags';

const RESERVED = ['windows', 'firewall', 'dns'];

const source = (name: string, parser: string, tags: string[]): LogSource => ({
  id: name,
  name,
  parser,
  tags,
  last_seen: null,
});

const FIREWALL = source('Perimeter firewall', 'palo-alto', ['firewall', 'perimeter']);

describe('log source tags', () => {
  it('compares tags trimmed and in lowercase', () => {
    expect(normalizeTag('  VIP-Hosts ')).toBe('vip-hosts');
    expect(isReservedTag(' Windows', RESERVED)).toBe(true);
    expect(isReservedTag('windows-2019', RESERVED)).toBe(false);
  });

  it('refuses a reserved parser tag before any call, whatever its case', () => {
    expect(addTagRefusal('DNS', FIREWALL, RESERVED)).toBe(
      '“dns” is a reserved parser tag: the parser sets it, so it cannot be added by hand.',
    );
  });

  it('refuses a blank tag and one the source already has', () => {
    expect(addTagRefusal('   ', FIREWALL, RESERVED)).toBe('Type a tag to add.');
    expect(addTagRefusal(undefined, FIREWALL, RESERVED)).toBe('Type a tag to add.');
    expect(addTagRefusal('Perimeter', FIREWALL, RESERVED)).toBe('Perimeter firewall already has the tag “perimeter”.');
  });

  it('lets a new, unreserved tag through', () => {
    expect(addTagRefusal('pci-scope', FIREWALL, RESERVED)).toBeUndefined();
    // Without the reserved list (its call failed) only the server can refuse.
    expect(addTagRefusal('windows', FIREWALL, [])).toBeUndefined();
  });

  it('words a failure as portal-core §8 begins it', () => {
    expect(tagFailureMessage('remove', 'Perimeter', 'Internal server error.')).toBe(
      'Unable to remove the tag “perimeter”. Internal server error.',
    );
  });

  it('filters by name, parser or tag, ignoring case, and keeps all for a blank filter', () => {
    const sources = [FIREWALL, source('Internal DNS', 'bind', ['dns']), source('Web proxy', 'squid', ['egress'])];
    expect(filterSources(sources, 'PERIMETER').map((s) => s.name)).toEqual(['Perimeter firewall']);
    expect(filterSources(sources, 'bind').map((s) => s.name)).toEqual(['Internal DNS']);
    expect(filterSources(sources, 'egr').map((s) => s.name)).toEqual(['Web proxy']);
    expect(filterSources(sources, '  ')).toEqual(sources);
    expect(filterSources(sources, undefined)).toEqual(sources);
  });

  it('keeps exactly the sources whose text holds the filter, in their order', () => {
    const word = fc.string({ minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(fc.array(fc.tuple(word, word, fc.array(word, { maxLength: 3 }))), word, (rows, needle) => {
        const sources = rows.map(([name, parser, tags], index) => ({
          ...source(name, parser, tags),
          id: String(index),
        }));
        const wanted = needle.trim().toLowerCase();
        // The oracle: one haystack string per source, searched case-insensitively.
        const expected = sources.filter(
          (s) => wanted === '' || [s.name, s.parser, ...s.tags].some((text) => text.toLowerCase().includes(wanted)),
        );
        expect(filterSources(sources, needle)).toEqual(expected);
      }),
    );
  });
});
