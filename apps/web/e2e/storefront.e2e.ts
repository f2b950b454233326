import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, newPage, shot } from './browser';

describe('the public storefront (issue 48 §1)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a visitor on a phone reads the prices and the team before signing up, then lands on the sign-up form', async () => {
    const { page, context, errors } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Planes y precios' }).click();
    await page.waitForURL('**/planes');
    await page.getByRole('heading', { name: 'Planes y precios', level: 1 }).waitFor();
    const premium = page.getByRole('listitem', { name: 'Plan Premium' });
    await premium.locator('p.text-3xl', { hasText: 'al mes' }).waitFor();
    const monthly = await premium.locator('p.text-3xl').textContent();
    expect(monthly).toMatch(/^\$[\d.]+ al mes$/);
    await page.getByRole('button', { name: 'Anual' }).click();
    await premium.locator('p.text-3xl', { hasText: 'al año' }).waitFor();
    expect(await page.getByRole('listitem', { name: 'Plan Free' }).locator('p.text-3xl').textContent()).toBe(
      'Gratis',
    );
    await page.getByText('¿Los precios incluyen IVA?').click();
    await page
      .getByText('Todos los precios están en pesos chilenos con IVA incluido', { exact: false })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'store-plans-390');

    await page.getByRole('link', { name: 'Conoce a nuestro equipo' }).click();
    await page.waitForURL('**/equipo');
    await page.getByRole('heading', { name: 'Nuestro equipo', level: 1 }).waitFor();
    await page.getByText('Camila Rojas').first().waitFor();
    expect(await page.getByText(/^Registro Superintendencia de Salud N° /).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'store-team-390');

    await page.getByRole('link', { name: 'Ver planes y precios' }).click();
    await page.getByRole('link', { name: 'Crear mi cuenta gratis' }).click();
    await page.waitForURL('**/login?registro=1');
    await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
