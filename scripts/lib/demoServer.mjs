// The production build of the portal served with the demo API, for the measuring scripts (bench-pages.mjs,
// lighthouse.mjs): a build to reuse or a fresh one in a temporary folder, and a server in its own process group.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '../..');

/** The build at `dist` when given, else a fresh production build of the portal in a temporary folder. */
export function portalBuild(dist) {
  if (dist) return dist;
  const fresh = mkdtempSync(join(tmpdir(), 'portal-build-'));
  console.log(`Building the portal into ${fresh} ...`);
  const result = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '--configLoader', 'runner', '--outDir', fresh, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: join(repo, 'apps/portal'), stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`the portal's build failed (${String(result.status)})`);
  return fresh;
}

/**
 * Starts the demo server on `port` with the build at `dist` and demo latency 0, and waits until it answers.
 * Returns its base URL and `stop`, which also runs when this process exits.
 */
export async function startDemoServer({ port, dist }) {
  const base = `http://localhost:${String(port)}`;
  const server = spawn(
    'pnpm',
    [
      'exec',
      'tsx',
      'fixtures/src/server/cli.ts',
      '--port',
      String(port),
      '--static',
      dist,
      '--no-state',
      '--latency',
      '0',
    ],
    { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const stop = () => {
    try {
      // Its whole process group: pnpm, tsx and node.
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', stop);

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the demo server exited (${server.exitCode}); is port ${port} free?`);
    const up = await fetch(`${base}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { base, stop };
    await new Promise((done) => setTimeout(done, 250));
  }
  stop();
  throw new Error(`the demo server did not answer on ${base} within 60 s`);
}
