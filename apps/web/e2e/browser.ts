import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import type AxeCore from 'axe-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './local-tools';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
}

/** This worker's own server: files run two at a time, each pair of workers on separate databases. */
export const baseUrl = () => {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error('no e2e server started');
  return url;
};

/** A fresh context (own cookies) and page; `errors` collects uncaught page errors. */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
  });
  const page = await context.newPage();
  trackRequests(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

interface RequestLog {
  open: Map<Request, number>;
  lastActivity: number;
}
const requestLogs = new WeakMap<Page, RequestLog>();

function trackRequests(page: Page): void {
  const log: RequestLog = { open: new Map(), lastActivity: Date.now() };
  requestLogs.set(page, log);
  const done = (request: Request) => {
    if (log.open.delete(request)) log.lastActivity = Date.now();
  };
  page.on('request', (request) => {
    // The notification stream stays open for as long as the page does: never "in flight".
    if (request.resourceType() === 'eventsource') return;
    log.open.set(request, Date.now());
    log.lastActivity = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // What the document the page left was still fetching is cancelled with it, whether or not an event says so.
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    for (const request of log.open.keys()) if (!request.isNavigationRequest()) done(request);
  });
}

/**
 * Resolves once no request of the page has been in flight for `quietMs`: the screen has drawn what its data
 * brought. Playwright's own 'networkidle' is counted from its lifecycle events and sometimes never comes
 * (microsoft/playwright#19835; it failed a CI run): this counts the page's requests itself, and when the
 * network never settles it names the requests still open.
 */
export async function networkSettled(page: Page, { quietMs = 500, timeoutMs = 20_000 } = {}): Promise<void> {
  const log = requestLogs.get(page);
  if (!log) throw new Error('networkSettled needs a page made by newPage()');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (log.open.size === 0 && Date.now() - log.lastActivity >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const open = [...log.open].map(
    ([request, at]) => `${request.method()} ${request.url()} (${Date.now() - at} ms)`,
  );
  throw new Error(
    `The page's network did not settle in ${timeoutMs} ms; still open: ${open.join(', ') || 'none'}`,
  );
}

/** Issue 11's phone network: Slow 3G, a 400 ms round trip and 50 kB/s each way. */
export async function throttleToSlow3g(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
}

/** axe-core's own bundle, read once per worker; put in a page only when it is checked (`axeViolations`). */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2 A/AA problems axe finds on the page as it is now, one line each (empty when there are none).
 *
 * axe runs in the page itself, once per check: @axe-core/playwright took 1.1–1.5 s a call here, against
 * 0.1–0.35 s for the same rules, because it injects the bundle again each time and opens a blank page to
 * finish every run (measured 2026-12-01). The bundle goes in once per document. Embedded players' frames
 * are other sites' documents: `iframes: false` checks each frame element (its title) but not its content.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A button whose colours are mid-transition (one style swapped for another) reads as low contrast: the
  // check waits for every finite animation and transition to end (spinners and pulses run forever: skipped).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Toasts come and go on their own timer: one that starts sliding out while axe reads the page is
  // half-transparent text, a contrast failure of no screen. Their colours are fixed (white card, gray-900).
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof AxeCore };
    const results = await axe.run(
      { exclude: [['[data-toast-type]']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
        iframes: false,
        resultTypes: ['violations'],
      },
    );
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

/** With E2E_SCREENSHOTS=<folder>, a full-page screenshot for a person to look at; otherwise nothing. */
export const SCREENSHOTS_DIR = process.env.E2E_SCREENSHOTS;
export async function shot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS_DIR) await page.screenshot({ path: `${SCREENSHOTS_DIR}/${name}.png`, fullPage: true });
}
