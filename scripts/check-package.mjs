// Package checks for @portal/ui: build, pack exactly as it would publish, lint the tarball (publint, attw),
// then install the tarball into a throwaway Vite + React app, server-render widgets from it in plain Node ESM,
// type-check and build that app, and render an imported component in Chromium.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import { chromium } from 'playwright';
import { log, mustRun } from './lib/bootstrap.mjs';
import { chromiumLaunchOptions } from './lib/chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const uiDir = join(root, 'packages/ui');
const packDir = join(root, 'reports/pack');

log('building @portal/ui');
mustRun('pnpm', ['--filter', '@portal/ui', 'build'], { cwd: root });

log('import-cost budgets per widget (size-limit, gzip, peers excluded)');
mustRun('pnpm', ['exec', 'size-limit'], { cwd: uiDir });

log('packing @portal/ui as it would be published');
rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir, { recursive: true });
mustRun('pnpm', ['pack', '--pack-destination', packDir], { cwd: uiDir });
const tarball = join(packDir, readdirSync(packDir).find((file) => file.endsWith('.tgz')) ?? 'missing.tgz');

log('publint (strict) on the tarball');
mustRun('pnpm', ['exec', 'publint', 'run', tarball, '--strict'], { cwd: uiDir });
log('are-the-types-wrong (esm-only) on the tarball');
mustRun('pnpm', ['exec', 'attw', tarball, '--profile', 'esm-only'], { cwd: uiDir });

log('consumer test: a throwaway Vite + React app installs the tarball');
const app = mkdtempSync(join(tmpdir(), 'portal-ui-consumer-'));
const versions = JSON.parse((await import('node:fs')).readFileSync(join(root, 'package.json'), 'utf8')).devDependencies;
const files = {
  'package.json': JSON.stringify(
    {
      name: 'portal-ui-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@portal/ui': `file:${tarball}`,
        react: versions.react,
        'react-dom': versions['react-dom'],
        'styled-components': versions['styled-components'],
      },
      devDependencies: {
        vite: versions.vite,
        '@vitejs/plugin-react': versions['@vitejs/plugin-react'],
        typescript: versions.typescript,
        '@types/react': versions['@types/react'],
        '@types/react-dom': versions['@types/react-dom'],
      },
    },
    null,
    2,
  ),
  'pnpm-workspace.yaml': 'allowBuilds:\n  esbuild: true\n',
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      lib: ['ES2022', 'DOM'],
      types: [],
    },
    include: ['src'],
  }),
  'vite.config.js': "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  'index.html':
    '<!doctype html><html lang="en"><head><title>consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  // Plain Node ESM, as a consumer's server rendering or Node tests load the package: Node takes styled-components'
  // CommonJS build (it has no \`exports\` map), where the default import is not \`styled\` — bundlers hide that.
  'ssr.mjs': `import { Badge, Button, Panel, PortalThemeProvider, Spinner } from '@portal/ui';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

const sheet = new ServerStyleSheet();
let html;
let css;
try {
  html = renderToString(
    sheet.collectStyles(
      h(
        PortalThemeProvider,
        { colorScheme: 'light' },
        h(
          Panel,
          { title: 'Rendered in Node' },
          h(Button, { variant: 'primary' }, 'Server button'),
          h(Badge, { status: 'HEALTHY' }),
          h(Spinner, { label: 'Loading in Node' }),
        ),
      ),
    ),
  );
  css = sheet.getStyleTags();
} finally {
  sheet.seal();
}
const buttonClasses = /<button[^>]*class="([^"]+)"[^>]*>Server button<\\/button>/.exec(html)?.[1].split(' ') ?? [];
const problems = [
  !/<h2[^>]*>Rendered in Node<\\/h2>/.test(html) && 'no panel heading',
  buttonClasses.length === 0 && 'no styled button',
  !/data-intent="success"[^>]*>HEALTHY</.test(html) && 'no HEALTHY badge of intent success',
  !html.includes('Loading in Node') && 'no spinner label',
  !css.includes('data-styled') && 'no styled-components style tag',
  !buttonClasses.some((name) => new RegExp('\\\\.' + name + '\\\\{[^}]*background:#0969da').test(css)) &&
    'no primary background rule for the button class',
  !/body\\{/.test(css) && 'no global style',
].filter(Boolean);
if (problems.length > 0) {
  console.error('server render from the packed @portal/ui is wrong: ' + problems.join(', '));
  console.error(html);
  console.error(css);
  process.exit(1);
}
console.log('server-rendered ' + html.length + ' characters of HTML and ' + css.length + ' of CSS in plain Node');
`,
  'src/main.tsx': `import { createRoot } from 'react-dom/client';
import { Button, Panel, PortalThemeProvider, Sparkline, lightTheme } from '@portal/ui';

const fill: string = lightTheme.colors.intent.primary.main;
createRoot(document.getElementById('root') as HTMLElement).render(
  <PortalThemeProvider colorScheme="light">
    <Panel title="Installed from the tarball">
      <Button variant="primary" data-fill={fill}>Consumer button</Button>
      <Sparkline
        label="Consumer observations"
        end="2026-11-20T15:00:00Z"
        points={[{ x: '2026-11-20T13:00:00Z', y: 3 }, { x: '2026-11-20T14:00:00Z', y: 8 }, { x: '2026-11-20T14:59:00Z', y: 5 }]}
      />
    </Panel>
  </PortalThemeProvider>,
);
`,
};
mkdirSync(join(app, 'src'));
for (const [name, content] of Object.entries(files)) writeFileSync(join(app, name), content);

mustRun('pnpm', ['install', '--prefer-offline'], { cwd: app });
log('consumer test: import the packed @portal/ui in plain Node ESM and render widgets with react-dom/server');
mustRun('node', ['ssr.mjs'], { cwd: app });
mustRun('pnpm', ['exec', 'tsc', '-p', '.'], { cwd: app });
mustRun('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: app });

const serve = sirv(join(app, 'dist'), { single: true });
const server = createServer((req, res) => serve(req, res));
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const browser = await chromium.launch(chromiumLaunchOptions());
let failure;
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  const button = page.getByRole('button', { name: 'Consumer button' });
  await button.waitFor({ timeout: 10_000 });
  const [background, fill] = await button.evaluate((el) => [getComputedStyle(el).backgroundColor, el.dataset.fill]);
  const region = await page.getByRole('region', { name: 'Installed from the tarball' }).count();
  // The line comes from the d3-shape bundled (and tree-shaken) into the package: a path through three points.
  const line = await page.locator('svg[role="img"] path').getAttribute('d');
  if (
    background !== 'rgb(9, 105, 218)' ||
    fill !== '#0969da' ||
    region !== 1 ||
    !/^M[^L]+(L[^L]+){2}$/.test(line ?? '')
  ) {
    failure = `unexpected render: background ${background}, fill ${fill}, regions ${region}, sparkline ${line}`;
  }
} catch (error) {
  failure = String(error);
} finally {
  await browser.close();
  server.close();
  rmSync(app, { recursive: true, force: true });
}
if (failure) {
  console.error(`[portal] consumer test failed: ${failure}`);
  process.exit(1);
}
log('consumer test passed: the packed @portal/ui installs, type-checks, builds and renders in Chromium');
