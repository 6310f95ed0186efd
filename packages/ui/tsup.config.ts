import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** The widget folders the package exports, read from its index so unfinished folders never reach the build. */
const exportedComponents = [
  ...readFileSync('src/index.ts', 'utf8').matchAll(/from '\.\/(components\/[A-Za-z]+)'/g),
].map(([, folder]) => `src/${folder ?? ''}/index.ts`);

export default defineConfig({
  // One entry per widget splits the ESM build into chunks, so importing one widget pulls in only its own code.
  entry: ['src/index.ts', ...exportedComponents],
  format: ['esm'],
  // Types come from the one public entry point; the widget entries exist only to shape the chunks.
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
});
