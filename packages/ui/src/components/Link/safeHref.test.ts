import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExternalHref, safeHref } from './safeHref';

const BASE = 'https://portal.example';
const BASE_ORIGIN = new URL(BASE).origin;

describe('safeHref', () => {
  it.each([
    'https://portal.example/dashboard',
    'http://status.example.com',
    'HTTPS://Downloads.Example.com/agent?id=42',
    '/dashboard/endpoints',
    '/',
    '/downloads?id=5f0c#top',
    '#main',
    '?page=2',
  ])('accepts %s unchanged', (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    ' /dashboard',
    '/dash board',
    '/dashboard\n',
    '/\u200bdashboard',
    'https://',
    'https:evil.example',
    'https:/evil.example',
    'ftp://files.example',
    'mailto:cst@example.com',
    'dashboard/endpoints',
    './dashboard',
    '../dashboard',
    '',
    null,
    undefined,
  ])('rejects %j', (href) => {
    expect(safeHref(href)).toBeUndefined();
  });

  const hostile = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc
      .tuple(
        fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u200b', '/', '//', '/\\', '#', '?', 'https://', 'http:'),
        fc.constantFrom('javascript:', 'JAVASCRIPT:', 'data:', 'vbscript:', 'evil.example', '', '/', '\\'),
        fc.string(),
      )
      .map((parts) => parts.join('')),
  );

  it('everything accepted is http(s), and same-origin unless absolute (property)', () => {
    fc.assert(
      fc.property(hostile, (href) => {
        const safe = safeHref(href);
        if (safe === undefined) return;
        const url = new URL(safe, BASE);
        expect(['http:', 'https:']).toContain(url.protocol);
        if (!/^https?:/i.test(safe)) expect(url.origin).toBe(BASE_ORIGIN);
      }),
      { numRuns: 3000 },
    );
  });

  it('never accepts a script or data scheme, however it is disguised (property)', () => {
    const scheme = fc
      .constantFrom('javascript:', 'data:', 'vbscript:')
      .chain((name) =>
        fc
          .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
          .map((upper) =>
            Array.from(name, (character, index) => (upper[index] ? character.toUpperCase() : character)).join(''),
          ),
      );
    const padding = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u00a0', '\ufeff') });
    fc.assert(
      fc.property(padding, scheme, fc.string(), (prefix, name, rest) => {
        expect(safeHref(`${prefix}${name}${rest}`)).toBeUndefined();
      }),
    );
  });

  it('accepts every generated web URL and same-origin path (property)', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (href) => {
        expect(safeHref(href)).toBe(href);
      }),
    );
    fc.assert(
      fc.property(
        fc.webPath().filter((path) => path.startsWith('/') && !path.startsWith('//')),
        (path) => {
          expect(safeHref(path)).toBe(path);
        },
      ),
    );
  });
});

describe('isExternalHref', () => {
  it.each([
    ['https://downloads.example.com/agent', true],
    ['http://portal.example/dashboard', true],
    ['https://portal.example/dashboard', false],
    ['/dashboard', false],
    ['#top', false],
  ] as const)('%s → %s', (href, external) => {
    expect(isExternalHref(href, BASE_ORIGIN)).toBe(external);
  });
});
