import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFileName, neutraliseCell, toCsv, type CsvCell } from './toCsv';

describe('toCsv', () => {
  it('writes the header and rows, each ending with CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Count'],
        ['alpha', 3],
      ]),
    ).toBe('Name,Count\r\nalpha,3\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 'cr\rhere']])).toBe(
      '"a,b","say ""hi""","two\nlines","cr\rhere"\r\n',
    );
  });

  it('writes null and undefined as empty, booleans and numbers as themselves', () => {
    expect(toCsv([[null, undefined, true, -4.5, 0]])).toBe(',,true,-4.5,0\r\n');
  });

  it.each([
    '=SUM(A1)',
    '+1',
    '-1+2',
    '@cmd',
    '\tx',
    '\rx',
    ' =1+1',
    '  @cmd',
    '\u3000=1',
    '＝1+1',
    '＋1',
    '－1',
    '＠cmd',
    ' ＝1',
  ])('neutralises the text cell %j', (text) => {
    expect(neutraliseCell(text)).toBe(`'${text}`);
  });

  it.each(['plain', 'a=b', ' a', 'x-1', '1'])('leaves the text cell %j as it is', (text) => {
    expect(neutraliseCell(text)).toBe(text);
  });

  it('quotes semicolons, tabs and leading or trailing spaces', () => {
    expect(toCsv([['a;b', 'tab\there', ' lead', 'trail ', 'plain']])).toBe(
      '"a;b","tab\there"," lead","trail ",plain\r\n',
    );
  });

  it('keeps negative numbers as numbers', () => {
    expect(toCsv([[-12]])).toBe('-12\r\n');
  });

  it('builds file names from parts', () => {
    expect(csvFileName('Northwind Health', 'agent-endpoints', '2026-11-20')).toBe(
      'Northwind Health-agent-endpoints-2026-11-20.csv',
    );
    expect(csvFileName('a/b:c', '')).toBe('a_b_c.csv');
    expect(csvFileName()).toBe('export.csv');
  });

  it('drops bidirectional controls from file names', () => {
    expect(csvFileName('invoice\u202Evsc.exe')).toBe('invoicevsc.exe.csv');
    expect(csvFileName('\u2066a\u2069', '\u200f')).toBe('a.csv');
  });

  it('caps the length of file names, keeping the extension', () => {
    expect(csvFileName('x'.repeat(500))).toBe(`${'x'.repeat(120)}.csv`);
    // Characters outside the BMP are not split in half.
    expect(csvFileName('😀'.repeat(200))).toBe(`${'😀'.repeat(120)}.csv`);
  });
});

const BIDI_AND_INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

describe('csvFileName (property)', () => {
  it('answers a name of at most 124 characters, ending .csv, without bidi controls or unsafe characters', () => {
    const part = fc.oneof(
      fc.string(),
      fc.string({
        unit: fc.constantFrom('a', ' ', '/', '\u202e', '\u2066', '\u200f', '\u061c', '😀', '\u0000'),
        maxLength: 300,
      }),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 4 }), (parts) => {
        const name = csvFileName(...parts);
        expect(name.endsWith('.csv')).toBe(true);
        expect(Array.from(name).length).toBeLessThanOrEqual(124);
        expect(name).not.toMatch(BIDI_AND_INVISIBLE);
        // eslint-disable-next-line no-control-regex -- control characters are what it checks for
        expect(name).not.toMatch(/[\\/:*?"<>|\u0000-\u001f\u007f]/);
      }),
      { numRuns: 500 },
    );
  });
});

const cell = fc.oneof(
  fc.string({ unit: 'grapheme-ascii' }),
  fc.string(),
  fc.constantFrom(
    ',',
    '"',
    '\n',
    '\r\n',
    '=1+1',
    '-2',
    '@x',
    '\tx',
    ';',
    'a;b',
    'a\tb',
    ' =1',
    ' x',
    'x ',
    '＝1',
    '＠x',
    '\u3000+1',
  ),
  fc.string({ unit: fc.constantFrom(' ', ';', '\t', '=', '＝', '＋', '－', '＠', '\u3000', 'a', '"', ',') }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);

/** What a cell reads back as: text as written (neutralised), other values as their text, missing as empty. */
function expected(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return neutraliseCell(value);
  return String(value);
}

describe('toCsv round trip (property, papaparse as the oracle)', () => {
  it('papaparse reads back every cell, neutralised cells aside', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 6 })
          .chain((width) =>
            fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 }),
          ),
        (rows) => {
          const csv = toCsv(rows);
          expect(csv.endsWith('\r\n')).toBe(true);
          const parsed = Papa.parse<string[]>(csv, { delimiter: ',', newline: '\r\n' });
          expect(parsed.errors).toEqual([]);
          // The final CRLF ends the last row; papaparse reads an empty line after it.
          expect(parsed.data.slice(0, -1)).toEqual(rows.map((row) => row.map(expected)));
          // A one-cell file read with ';' or a tab as the delimiter (other locales, a guessing spreadsheet) is still
          // one cell: every ';' and tab is inside quotes.
          for (const value of rows.flat()) {
            for (const delimiter of [';', '\t']) {
              const other = Papa.parse<string[]>(toCsv([[value]]), { delimiter, newline: '\r\n' });
              expect(other.errors).toEqual([]);
              expect(other.data[0]).toEqual([expected(value)]);
            }
          }
          // No text cell reads back as a formula, behind spaces or in fullwidth form.
          rows.forEach((row, index) =>
            row.forEach((value, column) => {
              if (typeof value !== 'string') return;
              expect(parsed.data[index]?.[column]).not.toMatch(/^[\t\r]|^[ \u3000]*[=+\-@＝＋－＠]/);
            }),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
