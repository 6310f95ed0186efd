import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { replaceApiTable } from './apiTable';

it("keeps the README's API table in step with the call registry (regenerate with `pnpm docs:api`)", () => {
  const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  expect(replaceApiTable(readme)).toBe(readme);
});
