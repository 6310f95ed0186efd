import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { pureD3Shape } from './build/pureD3Shape';

/**
 * Every folder the public index re-exports (widgets, theme, icons, formatting…), read from the index so unfinished
 * folders never reach the build. Giving each its own entry leaves `index.js` with re-exports only, so a bundler drops
 * every chunk an import does not reach — code left in the index itself would be kept whenever anything is imported.
 */
const exportedFolders = [...readFileSync('src/index.ts', 'utf8').matchAll(/from '\.\/([A-Za-z/]+)'/g)].map(
  ([, folder]) => `src/${folder ?? ''}/index.ts`,
);

export default defineConfig({
  // One entry per widget splits the ESM build into chunks, so importing one widget pulls in only its own code.
  entry: ['src/index.ts', ...exportedFolders],
  format: ['esm'],
  // Types come from the one public entry point; the widget entries exist only to shape the chunks.
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  // The package declares `sideEffects: false`; telling the tree-shake pass the same drops the bare chunk imports
  // esbuild's splitting leaves behind, which consumers' bundlers would otherwise warn about.
  treeshake: { moduleSideEffects: false },
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
  // Bundled, with its curve factories marked pure, so the build's tree-shaking keeps only the generators the widgets
  // use (`line`, `arc`); left external, every consumer's bundler would keep all of d3-shape for one `line`.
  noExternal: ['d3-shape', 'd3-path'],
  esbuildPlugins: [pureD3Shape],
});
