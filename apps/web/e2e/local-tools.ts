// Shared by the browser tests and `npm run bench`: nothing here may import vitest.
/** Debian Chromium in a sandbox with no network but loopback (see the README's test section). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How many browser files run at a time, each worker against its own server (browser.ts picks it by the
 * worker's VITEST_POOL_ID) with its own database. One by default: two at a time saved a third of the time on
 * one 2-core machine, but on another (2026-12-01) they loaded it to 9 and six journeys timed out in CI.
 * `E2E_SERVERS=2` runs two where the machine has room.
 */
export const E2E_SERVERS = Math.max(1, Math.trunc(Number(process.env.E2E_SERVERS ?? 1)) || 1);
