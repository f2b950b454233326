import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, newPage, shot } from './browser';
import { assignToCamila, consentsInPage, registerIn, signInAsAdmin, signInAsProfessional } from './fixtures';

describe('her weekly meal plan (issue 47)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('Camila publishes a plan from her template in the chart; she sees today’s meals on her phone and ticks the list', async () => {
    const member = await newPage(browser, { width: 390, height: 844 });
    const { id } = await registerIn(member.page, { firstName: 'Catalina', lastName: 'Muñoz' });
    await consentsInPage(member.page);
    const admin = await newPage(browser);
    await signInAsAdmin(admin.page);
    await assignToCamila(admin.page, id);

    const camila = await newPage(browser);
    await signInAsProfessional(camila.page);
    // From her chart, with the demo's "Semana base" template, published at once.
    await camila.page.goto(`/trainer/clientes/${id}`);
    const panel = camila.page.getByRole('region', { name: 'Plan de alimentación' });
    await panel.getByText('Aún no tiene un plan tuyo.').waitFor();
    await panel.getByLabel('Plantilla').selectOption({ label: 'Semana base (7 días)' });
    await panel.getByRole('button', { name: 'Crear plan' }).click();
    await panel.getByText(/Semana base · versión 1 · 7 días/).waitFor();
    await panel.getByText(/Publicado el/).waitFor();
    expect(await axeViolations(camila.page)).toEqual([]);
    await shot(camila.page, 'client-meal-plan-1280');

    await member.page.goto('/home');
    await member.page.getByRole('link', { name: 'Ver las comidas de hoy' }).click();
    await member.page.getByRole('heading', { name: 'Mi plan de alimentación', level: 1 }).waitFor();
    const today = member.page.getByRole('region', { name: /^Hoy, / });
    await today.getByRole('link', { name: 'Avena con frutillas' }).waitFor();
    await today.getByText('o', { exact: true }).first().waitFor();
    const list = member.page.getByRole('region', { name: 'Lista de compras de la semana' });
    const oats = list.getByRole('checkbox', { name: /^Avena:/ });
    await oats.check();
    expect(await axeViolations(member.page)).toEqual([]);
    await shot(member.page, 'meal-plan-390');
    // The week on one printable page, from the same session.
    const pdfLink = member.page.getByRole('link', { name: 'Descargar la semana (PDF)' });
    const pdf = await member.page.request.get((await pdfLink.getAttribute('href')) ?? '');
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    // The tick stays: saved, not only drawn.
    await member.page.waitForLoadState('networkidle');
    await member.page.reload();
    await member.page
      .getByRole('region', { name: 'Lista de compras de la semana' })
      .getByRole('checkbox', { name: /^Avena:/ })
      .and(member.page.locator(':checked'))
      .waitFor();
  });
});
