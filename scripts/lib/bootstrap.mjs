// Makes a fresh Debian machine with only Node 20 ready: pnpm, Debian's Chromium, the workspace's packages.
// Plain Node (no dependencies), so it runs before anything is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

export const PNPM_VERSION = '12.21.0';

export function log(message) {
  console.log(`\x1b[36m[portal]\x1b[0m ${message}`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mustRun(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`[portal] ${command} ${args.join(' ')} failed with exit code ${status}`);
    process.exit(status);
  }
}

function works(command, args) {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function ensurePnpm() {
  if (works('pnpm', ['--version'])) return;
  log(`installing pnpm ${PNPM_VERSION} with npm`);
  mustRun('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
}

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `[portal] Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  log("installing Debian's chromium with apt-get");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  mustRun('apt-get', ['update', '-qq'], { env });
  mustRun('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

export function installDependencies() {
  log('installing workspace packages (frozen lockfile)');
  mustRun('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}
