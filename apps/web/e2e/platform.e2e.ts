import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from './browser';

describe('platform in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('redirects / to /login', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.goto('/');
    await page.waitForURL('**/login');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives each screen its own tab title and offers an installable manifest with its icons', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await page.waitForFunction(() => document.title === 'Iniciar sesión · Vitalia');
    await page.goto('/terms');
    await page.waitForFunction(() => document.title === 'Términos y condiciones · Vitalia');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await fetch(`${baseUrl()}${href}`);
    expect(manifest.status).toBe(200);
    const body = (await manifest.json()) as { lang: string; start_url: string; icons: { src: string }[] };
    expect(body).toMatchObject({ lang: 'es-CL', start_url: '/home', display: 'standalone' });
    for (const icon of body.icons) {
      const file = await fetch(`${baseUrl()}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toMatch(/^image\//);
    }
    await context.close();
  });

  it('sends an unknown route to /home, and an anonymous visitor on to /login', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/esto-no-existe');
    await page.waitForURL('**/login');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('serves client routes with index.html and hashed assets precompressed and immutable', async () => {
    const response = await fetch(`${baseUrl()}/terms`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    const asset = /\/assets\/index-[\w-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const assetResponse = await fetch(`${baseUrl()}${asset}`, { headers: { 'accept-encoding': 'br' } });
    expect(assetResponse.headers.get('content-encoding')).toBe('br');
    expect(assetResponse.headers.get('cache-control')).toContain('immutable');
    // A missing asset is a real 404, not index.html; the build manifest is not published.
    expect((await fetch(`${baseUrl()}/assets/index-missing.js`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/.vite/manifest.json`)).status).toBe(404);
  });

  it('shows the Spanish error fallback when a screen cannot load, and recovers with "Reintentar"', async () => {
    const { page, context } = await newPage(browser);
    let block = true;
    await page.route(/\/assets\/terms-[\w-]+\.js$/, (route) => (block ? route.abort() : route.continue()));
    await page.goto('/terms');
    await page.getByRole('heading', { name: 'Oops, algo salió mal' }).waitFor();
    expect(
      await page.getByText('Error al cargar los datos. Por favor, intenta nuevamente.').isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Recargar página' }).isVisible()).toBe(true);
    block = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { name: 'Términos y condiciones' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Oops, algo salió mal' }).count()).toBe(0);
    await context.close();
  });
});
