import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newPage, shot } from './browser';
import { assignToCamila, registerIn, signInAsAdmin, signInAsProfessional } from './fixtures';

/** A JSON call from inside the page, with its session and CSRF token. */
async function call(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const csrf = /csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    { method, url, body },
  );
}

describe('her weekly meal plan (issue 47)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('Camila publishes a plan; she sees today’s meals on her phone and ticks the shopping list', async () => {
    const member = await newPage(browser, { width: 390, height: 844 });
    const { id } = await registerIn(member.page, { firstName: 'Catalina', lastName: 'Muñoz' });
    const consent = await call(member.page, 'PUT', '/api/users/me/intake', {
      goals: ['mas_energia'],
      meals_per_day: '3',
      activity: 'ligera',
      sleep: '6_7',
      diets: [],
      allergies: '',
      conditions: '',
      consent: true,
    });
    expect(consent.status).toBe(200);
    const admin = await newPage(browser);
    await signInAsAdmin(admin.page);
    await assignToCamila(admin.page, id);

    const camila = await newPage(browser);
    await signInAsProfessional(camila.page);
    const foodId = async (q: string, name: string) => {
      const found = await call(camila.page, 'GET', `/api/foods?q=${encodeURIComponent(q)}`);
      return (found.json.foods as { id: number; name: string }[]).find((food) => food.name === name)?.id;
    };
    const avena = await foodId('avena', 'Avena');
    const platano = await foodId('platano', 'Plátano');
    const porotos = await foodId('porotos', 'Porotos cocidos');
    const day = (n: number) => ({
      day: n,
      meals: [
        {
          meal: 'desayuno',
          options: [
            [{ food_id: avena, measure: '1 taza', quantity: 0.5 }],
            [{ food_id: platano, grams: 120 }],
          ],
        },
        { meal: 'almuerzo', options: [[{ food_id: porotos, measure: '1 taza', quantity: 1 }]] },
      ],
    });
    const created = await call(camila.page, 'POST', `/api/trainer/clients/${id}/meal-plans`, {
      title: 'Plan de la semana',
      status: 'published',
      days: [1, 2, 3, 4, 5, 6, 7].map(day),
    });
    expect(created.status).toBe(201);

    await member.page.goto('/home');
    await member.page.getByRole('link', { name: 'Ver las comidas de hoy' }).click();
    await member.page.getByRole('heading', { name: 'Mi plan de alimentación', level: 1 }).waitFor();
    const today = member.page.getByRole('region', { name: /^Hoy, / });
    await today.getByText('Avena').waitFor();
    await today.getByText('o', { exact: true }).waitFor();
    const list = member.page.getByRole('region', { name: 'Lista de compras de la semana' });
    const oats = list.getByRole('checkbox', { name: /Avena/ });
    await oats.check();
    expect(await axeViolations(member.page)).toEqual([]);
    await shot(member.page, 'meal-plan-390');
    // The tick stays: saved, not only drawn.
    await member.page.waitForLoadState('networkidle');
    await member.page.reload();
    await member.page
      .getByRole('region', { name: 'Lista de compras de la semana' })
      .getByRole('checkbox', { name: /Avena/ })
      .and(member.page.locator(':checked'))
      .waitFor();
  });
});
