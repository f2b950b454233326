import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, axeViolations, networkSettled } from './browser';

describe('accessibility (axe, WCAG 2 A/AA)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('would catch a violation (the check itself works)', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/terms');
    await page.locator('h1').first().waitFor();
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/favicon.svg">'));
    expect((await axeViolations(page)).some((line) => line.startsWith('image-alt'))).toBe(true);
    await context.close();
  });

  it.each(['/login', '/login-admin', '/forgot-password', '/terms', '/privacy-policy'])(
    '%s has no violations',
    async (path) => {
      const { page, context } = await newPage(browser);
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it('the member screens have no violations', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('socia@vitalia.cl');
    await page.getByLabel('Contraseña', { exact: true }).fill('Vitalia2026!');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/home');
    for (const path of ['/home', '/dashboard', '/profile', '/tutorial', '/bienvenida']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await networkSettled(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
    await context.close();
  });
});
