export type CsvCell = string | number | boolean | null | undefined;
export type CsvRow = readonly CsvCell[];

/** Characters that make a spreadsheet treat a text cell as a formula (OWASP CSV injection). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];
const NEEDS_QUOTES = /[",\r\n]/;
export const CSV_LINE_END = '\r\n';

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe; numbers stay numbers. */
export function neutraliseCell(text: string): string {
  return FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)) ? `'${text}` : text;
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
  `[\\\\/:*?"<>|${String.fromCharCode(0)}-${String.fromCharCode(31)}]+`,
  'g',
);

/** '{customer} agent-endpoints {date}.csv', safe for every file system. */
export function csvFileName(...parts: string[]): string {
  const base = parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('-')
    .replace(UNSAFE_FILE_NAME_CHARACTERS, '_');
  return `${base === '' ? 'export' : base}.csv`;
}
