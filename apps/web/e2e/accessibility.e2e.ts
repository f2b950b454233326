import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

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
    expect((await violations(page)).some((line) => line.startsWith('image-alt'))).toBe(true);
    await context.close();
  });

  it.each(['/login', '/login-admin', '/forgot-password', '/terms', '/privacy-policy'])(
    '%s has no violations',
    async (path) => {
      const { page, context } = await newPage(browser);
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      expect(await violations(page)).toEqual([]);
      await context.close();
    },
  );

  it('the member screens have no violations', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto('/login');
    await page.getByLabel('Email').fill('socia@vitalia.cl');
    await page.getByLabel('Contraseña', { exact: true }).fill('Vitalia2026!');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/home');
    for (const path of ['/home', '/dashboard', '/profile', '/tutorial', '/bienvenida']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations(page), path).toEqual([]);
    }
    await context.close();
  });
});
