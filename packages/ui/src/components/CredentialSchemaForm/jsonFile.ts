/** A chosen JSON file as the form holds it: its text once it parsed, or why it cannot be used. */
export type JsonFileValue =
  { kind: 'loaded'; fileName: string | undefined; text: string } | { kind: 'error'; fileName: string; message: string };

export const JSON_FILE_MESSAGES = {
  invalid: 'Invalid JSON',
  syntax: (detail: string) => `JSON file syntax error: ${detail}`,
  unreadable: 'Unable to read input file.',
} as const;

/** What the form needs of a File. */
export interface ReadableFile {
  name: string;
  text: () => Promise<string>;
}

/** Undefined when the text is a JSON object or array; otherwise the message to show. */
export function jsonTextProblem(text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return JSON_FILE_MESSAGES.syntax(error instanceof Error ? error.message : String(error));
  }
  return typeof parsed === 'object' && parsed !== null ? undefined : JSON_FILE_MESSAGES.invalid;
}

/** Reads and checks a chosen file. Never rejects: a read failure becomes 'Unable to read input file.'. */
export async function readJsonFile(file: ReadableFile): Promise<JsonFileValue> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { kind: 'error', fileName: file.name, message: JSON_FILE_MESSAGES.unreadable };
  }
  const problem = jsonTextProblem(text);
  return problem === undefined
    ? { kind: 'loaded', fileName: file.name, text }
    : { kind: 'error', fileName: file.name, message: problem };
}

export function isJsonFileValue(value: unknown): value is JsonFileValue {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  return value.kind === 'loaded' || value.kind === 'error';
}
