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

  it.each(['=SUM(A1)', '+1', '-1+2', '@cmd', '\tx', '\rx'])('neutralises the text cell %j', (text) => {
    expect(neutraliseCell(text)).toBe(`'${text}`);
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
});

const cell = fc.oneof(
  fc.string({ unit: 'grapheme-ascii' }),
  fc.string(),
  fc.constantFrom(',', '"', '\n', '\r\n', '=1+1', '-2', '@x', '\tx'),
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
        },
      ),
      { numRuns: 1000 },
    );
  });
});
