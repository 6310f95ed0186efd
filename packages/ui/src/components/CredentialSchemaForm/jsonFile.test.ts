import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJsonFileValue, JSON_FILE_MESSAGES, jsonTextProblem, readJsonFile } from './jsonFile';

const file = (name: string, text: string) => ({ name, text: () => Promise.resolve(text) });

describe('jsonTextProblem', () => {
  it('accepts objects and arrays', () => {
    expect(jsonTextProblem('{"type":"service_account"}')).toBeUndefined();
    expect(jsonTextProblem(' [1, 2] ')).toBeUndefined();
  });

  it.each(['42', '"text"', 'null', 'true'])('%s is valid JSON but not a key file: Invalid JSON', (text) => {
    expect(jsonTextProblem(text)).toBe(JSON_FILE_MESSAGES.invalid);
  });

  it('reports the parser message for syntax errors', () => {
    const problem = jsonTextProblem('{"type": }');
    expect(problem).toMatch(/^JSON file syntax error: ./);
    expect(jsonTextProblem('')).toMatch(/^JSON file syntax error: /);
  });

  it('accepts exactly what JSON.stringify makes of objects and arrays (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const container = typeof value === 'object' && value !== null;
        expect(jsonTextProblem(text)).toBe(container ? undefined : JSON_FILE_MESSAGES.invalid);
      }),
      { numRuns: 500 },
    );
  });
});

describe('readJsonFile', () => {
  it('keeps the text and file name of a good file', async () => {
    await expect(readJsonFile(file('key.json', '{"a":1}'))).resolves.toEqual({
      kind: 'loaded',
      fileName: 'key.json',
      text: '{"a":1}',
    });
  });

  it('reports a bad file', async () => {
    await expect(readJsonFile(file('key.json', '7'))).resolves.toEqual({
      kind: 'error',
      fileName: 'key.json',
      message: JSON_FILE_MESSAGES.invalid,
    });
  });

  it('reports a file that cannot be read', async () => {
    const unreadable = { name: 'gone.json', text: () => Promise.reject(new Error('NotReadableError')) };
    await expect(readJsonFile(unreadable)).resolves.toEqual({
      kind: 'error',
      fileName: 'gone.json',
      message: JSON_FILE_MESSAGES.unreadable,
    });
  });

  it('reads a real File', async () => {
    const real = new File(['{"project_id":"demo"}'], 'sa.json', { type: 'application/json' });
    await expect(readJsonFile(real)).resolves.toMatchObject({ kind: 'loaded', fileName: 'sa.json' });
  });

  it('recognises its values', () => {
    expect(isJsonFileValue({ kind: 'loaded', fileName: undefined, text: '{}' })).toBe(true);
    expect(isJsonFileValue({ kind: 'other' })).toBe(false);
    expect(isJsonFileValue('{}')).toBe(false);
    expect(isJsonFileValue(null)).toBe(false);
  });
});
