export type CsvCell = string | number | boolean | null | undefined;
export type CsvRow = readonly CsvCell[];

/**
 * Text a spreadsheet may run as a formula (OWASP CSV injection): a cell starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return, also behind leading spaces (some spreadsheets trim them) and in the fullwidth forms
 * (＝ ＋ － ＠) that some spreadsheets fold to ASCII.
 */
const FORMULA_START = /^[\t\r]|^[ \u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]/;
/**
 * Quoted: the separator, quotes and line breaks (RFC 4180), and `;` and tabs, which spreadsheets in other locales
 * or with a guessed delimiter read as separators; leading or trailing spaces, which unquoted may be trimmed.
 */
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;
export const CSV_LINE_END = '\r\n';

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe; numbers stay numbers. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  return neutraliseCell(cell);
}

function quote(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 CSV: the first row is the header; values with commas, quotes or line breaks are quoted with quotes
 * doubled; null and undefined are empty; every row ends with CRLF.
 */
export function toCsv(rows: readonly CsvRow[]): string {
  return rows.map((row) => `${row.map((cell) => quote(cellText(cell))).join(',')}${CSV_LINE_END}`).join('');
}

export const DEFAULT_CSV_FILE_NAME = 'export.csv';

/** Saves CSV text as a file download in the browser. */
export function downloadCsv(csv: string, fileName: string = DEFAULT_CSV_FILE_NAME): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Characters no file system accepts in a name: separators, wildcards, quotes and control characters. */
const UNSAFE_FILE_NAME_CHARACTERS = new RegExp(
  `[\\\\/:*?"<>|${String.fromCharCode(0)}-${String.fromCharCode(31)}${String.fromCharCode(127)}]+`,
  'g',
);

/**
 * Bidirectional controls (and the zero-width and BOM marks): in a file name they can make `exe.csv` display as
 * `vsc.exe`, so they are dropped.
 */
const INVISIBLE_FILE_NAME_CHARACTERS = /[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** The longest name before `.csv`, in characters (code points): file systems allow 255 bytes. */
const MAX_FILE_NAME_BASE = 120;

/** '{customer} agent-endpoints {date}.csv', safe for every file system and capped in length. */
export function csvFileName(...parts: string[]): string {
  const base = Array.from(
    parts
      .map((part) => part.replace(INVISIBLE_FILE_NAME_CHARACTERS, '').trim())
      .filter((part) => part !== '')
      .join('-')
      .replace(UNSAFE_FILE_NAME_CHARACTERS, '_'),
  )
    .slice(0, MAX_FILE_NAME_BASE)
    .join('')
    .trim();
  return `${base === '' ? 'export' : base}.csv`;
}
