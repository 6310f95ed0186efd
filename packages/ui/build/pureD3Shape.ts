import { readFile } from 'node:fs/promises';
import type { Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * d3-shape ships one file whose curve factories are built by top-level IIFEs and whose MonotoneY prototype is set
 * through an assignment expression. Bundlers must assume both have side effects, so importing `line` alone keeps every
 * curve (about 8 kB minified). Marking them pure, as the d3 sources mean them, lets tree-shaking drop what is unused.
 * The build fails if d3-shape changes shape, so an upgrade cannot silently bring the weight back.
 */
const REWRITES: readonly { find: RegExp; replace: string; expected: number }[] = [
  { find: /= \(function custom\(/g, replace: '= /* @__PURE__ */ (function custom(', expected: 7 },
  {
    find: /\(MonotoneY\.prototype = Object\.create\(MonotoneX\.prototype\)\)\.point = (function\(x, y\) \{[^}]*\});/g,
    replace: 'MonotoneY.prototype = /* @__PURE__ */ Object.assign(Object.create(MonotoneX.prototype), { point: $1 });',
    expected: 1,
  },
];

export function rewriteD3Shape(source: string): string {
  return REWRITES.reduce((code, { find, replace, expected }) => {
    const found = code.match(find)?.length ?? 0;
    if (found !== expected) {
      throw new Error(
        `d3-shape changed: expected ${String(expected)} matches of ${String(find)}, found ${String(found)}`,
      );
    }
    return code.replace(find, replace);
  }, source);
}

export const pureD3Shape: EsbuildPlugin = {
  name: 'pure-d3-shape',
  setup(build) {
    build.onLoad({ filter: /[\\/]d3-shape[\\/]dist[\\/]d3-shape\.mjs$/ }, async ({ path }) => ({
      contents: rewriteD3Shape(await readFile(path, 'utf8')),
      loader: 'js',
    }));
  },
};
