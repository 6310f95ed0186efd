import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as installed from 'd3-shape';
import { beforeAll, describe, expect, it } from 'vitest';
import { rewriteD3Shape } from './pureD3Shape';

const require = createRequire(import.meta.url);
const installedPath = require.resolve('d3-shape');
const installedSource = readFileSync(installedPath, 'utf8');

/** The rewritten d3-shape as a module of its own, importing the same d3-path the installed one does. */
async function importRewritten(): Promise<typeof installed> {
  const d3Path = require.resolve('d3-path', { paths: [installedPath] });
  // Inside the workspace: the test runner resolves modules only there.
  const directory = join(import.meta.dirname, '..', 'node_modules', '.cache', 'pure-d3-shape');
  mkdirSync(directory, { recursive: true });
  const file = join(directory, 'd3-shape.mjs');
  writeFileSync(file, rewriteD3Shape(installedSource).replace("from 'd3-path'", `from '${d3Path}'`));
  return (await import(/* @vite-ignore */ file)) as typeof installed;
}

const CURVES = [
  'curveBasis',
  'curveBundle',
  'curveCardinal',
  'curveCardinalClosed',
  'curveCardinalOpen',
  'curveCatmullRom',
  'curveCatmullRomClosed',
  'curveCatmullRomOpen',
  'curveLinear',
  'curveMonotoneX',
  'curveMonotoneY',
] as const;

const POINTS: [number, number][] = [
  [0, 0],
  [1, 3],
  [2, 1],
  [4, 5],
  [7, 2],
];

describe('rewriteD3Shape', () => {
  let rewritten: typeof installed;
  beforeAll(async () => {
    rewritten = await importRewritten();
  });

  it('marks the seven curve factories and the MonotoneY prototype of the installed d3-shape pure', () => {
    const source = rewriteD3Shape(installedSource);

    expect(source.match(/= \/\* @__PURE__ \*\/ \(function custom\(/g)).toHaveLength(7);
    expect(source).toContain('MonotoneY.prototype = /* @__PURE__ */ Object.assign(Object.create(MonotoneX.prototype)');
    expect(source).not.toContain('(MonotoneY.prototype =');
  });

  it.each(CURVES)('draws %s exactly as the installed d3-shape does', (curve) => {
    expect(rewritten.line().curve(rewritten[curve])(POINTS)).toBe(installed.line().curve(installed[curve])(POINTS));
  });

  it('fails the build when d3-shape no longer has the expected shape', () => {
    expect(() => rewriteD3Shape('export function line() {}')).toThrow(/d3-shape changed/);
  });
});
