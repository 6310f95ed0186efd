// Launch options for Debian's Chromium, the one list every script and test runner uses (vitest.config.ts,
// playwright.config.ts, check-package.mjs, bench.mjs). Plain Node, so the scripts can import it before anything is
// installed. Chromium's own network calls are switched off: this machine only reaches the package registries, and
// blocked connections otherwise stall start-up.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
}
