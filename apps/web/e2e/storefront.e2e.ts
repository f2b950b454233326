import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, newPage, shot } from './browser';
import { outboxLinkMatching } from './fixtures';

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

  it('a visitor on a phone books the free evaluation, confirms it from her mail and chooses her password', async () => {
    const { page, context, errors } = await newPage(browser, { width: 390, height: 844 });
    const email = `visita.${Date.now()}@example.cl`;
    await page.goto('/planes');
    await page.getByRole('link', { name: 'Reservar mi evaluación gratis' }).click();
    await page.waitForURL('**/reservar');
    await page.getByRole('heading', { name: 'Tu evaluación inicial gratis', level: 1 }).waitFor();
    // The page arrives drawn by the server (its month still loading) until the app takes it over.
    await page.locator('#first-screen').waitFor({ state: 'detached' });
    // The first month with free days (late in a month, the next one may be the first).
    const freeDay = page.getByRole('button', { name: /, con horarios libres$/ }).first();
    for (let month = 0; month < 3 && !(await freeDay.isVisible().catch(() => false)); month += 1) {
      await page.waitForTimeout(300);
      if (await freeDay.isVisible()) break;
      await page.getByRole('button', { name: 'Mes siguiente' }).click();
    }
    await freeDay.click();
    const firstTime = page
      .getByRole('list', { name: /^Horas libres con / })
      .first()
      .getByRole('button')
      .first();
    await firstTime.click();
    await page.getByText(/^Elegiste el /).waitFor();
    await page.getByRole('button', { name: 'Reservar mi evaluación gratis' }).click();
    // Nothing typed yet: each field says what it needs.
    await page.getByText('Debes aceptar los términos y la política de privacidad').waitFor();
    await page.getByLabel('Nombre', { exact: true }).fill('Paula');
    await page.getByLabel('Apellido').fill('Visitante');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('+56 9 8765 4321');
    await page.getByRole('checkbox').check();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'store-evaluation-390');
    await page.getByRole('button', { name: 'Reservar mi evaluación gratis' }).click();
    await page.getByRole('heading', { name: 'Revisa tu correo' }).waitFor();
    await page.getByText(`Te enviamos un correo a ${email}.`, { exact: false }).waitFor();

    await page.goto(await outboxLinkMatching(email, /Confirmar mi evaluación: (\S+)/));
    await page.getByRole('heading', { name: 'Confirma tu evaluación', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Confirmar mi evaluación' }).click();
    await page.getByText('¡Listo! Tu evaluación inicial quedó reservada.').waitFor();
    await page.getByRole('heading', { name: 'Crea tu contraseña' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'store-evaluation-confirmed-390');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('MiClave2026!x');
    await page.getByLabel('Confirma tu nueva contraseña').fill('MiClave2026!x');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('MiClave2026!x');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without scripts (a crawler, a link preview, a phone still loading) the prices and a course page are there, and the app takes the page over as it is', async () => {
    const bare = await newPage(browser, { width: 390, height: 844, javaScriptEnabled: false });
    await bare.page.goto('/planes');
    expect(await bare.page.title()).toBe('Planes y precios · Vitalia');
    const premium = bare.page.getByRole('listitem', { name: 'Plan Premium' });
    expect(await premium.locator('p.text-3xl').textContent()).toMatch(/^\$[\d.]+ al mes$/);
    await bare.page.goto('/cursos');
    const sold = bare.page
      .getByRole('listitem')
      .filter({ hasText: /\$[\d.]+$/ })
      .first();
    const title = (await sold.getByRole('heading').textContent()) ?? '';
    const href = (await sold.getByRole('link', { name: title }).getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/cursos\/[a-z0-9-]+$/);
    await bare.page.goto(href);
    expect(await bare.page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await bare.page.getByRole('complementary', { name: 'Precio' }).textContent()).toMatch(/\$[\d.]+/);
    expect(await bare.page.getByRole('link', { name: 'Comprar' }).getAttribute('href')).toContain(
      '/login?registro=1&volver=',
    );
    expect(await bare.page.locator('script[type="application/ld+json"]').count()).toBe(1);
    await shot(bare.page, 'store-course-no-script-390');
    await bare.context.close();

    // Arriving with scripts, the app starts from the answers the page carries: the same page, one copy.
    const { page, context, errors } = await newPage(browser, { width: 390, height: 844 });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/public/')) asked.push(request.url());
    });
    await page.goto(href);
    await page.locator('#first-screen').waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([title]);
    expect(await page.title()).toBe(`${title} · Cursos Vitalia`);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    expect(asked).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    // Leaving it, its head goes with it.
    await page.getByRole('navigation', { name: 'Tienda' }).getByRole('link', { name: 'Planes' }).click();
    await page.getByRole('heading', { name: 'Planes y precios', level: 1 }).waitFor();
    expect(await page.locator('[data-page-head]').count()).toBe(0);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor reads the courses with their prices, opens one, and after signing up finds it in her cart to pay', async () => {
    const { page, context, errors } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/cursos');
    await page.getByRole('heading', { name: 'Cursos', level: 1 }).waitFor();
    const sold = page
      .getByRole('listitem')
      .filter({ hasText: /\$[\d.]+$/ })
      .first();
    const title = (await sold.getByRole('heading').textContent()) ?? '';
    expect(title).not.toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'store-courses-390');

    await sold.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/cursos\/[a-z0-9-]+$/);
    const slugPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Qué aprenderás' }).waitFor();
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({ '@type': 'Course', name: title, offers: { priceCurrency: 'CLP' } });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'store-course-390');

    await page.getByRole('link', { name: 'Comprar' }).click();
    await page.waitForURL('**/login?registro=1&volver=**');
    const email = `curso.${Date.now()}@example.cl`;
    await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
    await page.getByLabel('Apellido').fill('Compradora');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Confirma tu email').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Vitalia2026');
    await page.getByLabel('Confirma tu contraseña').fill('Vitalia2026');
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('+56 9 8765 4321');
    await page.getByRole('checkbox', { name: /Acepto los/ }).check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    // Straight on to paying: the course is in her new cart, with its price.
    await page.waitForURL('**/carrito');
    expect(slugPath).toMatch(/^\/cursos\/[a-z]/);
    await page.getByText(title).first().waitFor();
    expect(await page.getByText(/\$[\d.]+/).count()).toBeGreaterThan(0);
    // The storefront's link opened signed in is the members' page of the same course.
    await page.goto(slugPath);
    await page.waitForURL(/\/cursos\/\d+$/);
    await page.getByRole('heading', { name: title }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
