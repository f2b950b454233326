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
 * The browser files run two at a time, each worker against its own server (browser.ts picks it by the
 * worker's VITEST_POOL_ID): a journey spends about half its time waiting on the page, so two share the
 * machine's two cores. Each server has its own database, as one server had for every file before.
 */
export const E2E_SERVERS = 2;
