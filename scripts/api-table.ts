// `pnpm docs:api`: regenerates the README's API table from the call registry.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { replaceApiTable } from '../packages/api/src/apiTable.ts';

const readme = resolve(import.meta.dirname, '../README.md');
writeFileSync(readme, replaceApiTable(readFileSync(readme, 'utf8')));
console.log('README API table regenerated.');
