import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, networkSettled, newPage, shot } from './browser';
import { clientOfCamila, grantPlanInPage, signInAsAdmin } from './fixtures';

describe('her weekly meal plan (issue 47)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('Camila publishes a plan from her template in the chart; she sees today’s meals on her phone and ticks the list', async () => {
    const { member, id, camila } = await clientOfCamila(browser, {
      firstName: 'Catalina',
      lastName: 'Muñoz',
    });
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

    // On Free, her home says who made it and how to open it: Prime or a paid consultation (issue 47).
    await member.page.goto('/home');
    const card = member.page.getByRole('region', { name: 'Mi plan de alimentación' });
    await card.getByText('Camila Rojas publicó tu plan de alimentación.', { exact: false }).waitFor();
    await card.getByRole('link', { name: 'Ver el plan Prime' }).waitFor();
    await card.getByRole('link', { name: 'Comprar una consulta' }).waitFor();
    expect(await axeViolations(member.page)).toEqual([]);
    await shot(member.page, 'meal-plan-locked-390');
    const admin = await newPage(browser);
    await signInAsAdmin(admin.page);
    await grantPlanInPage(admin.page, id, 'prime');
    await admin.context.close();

    await member.page.reload();
    await member.page.getByRole('link', { name: 'Ver las comidas de hoy' }).click();
    await member.page.getByRole('heading', { name: 'Mi plan de alimentación', level: 1 }).waitFor();
    const today = member.page.getByRole('region', { name: /^Hoy, / });
    await today.getByRole('link', { name: 'Avena con frutillas' }).waitFor();
    await today.getByText('o', { exact: true }).first().waitFor();
    const list = member.page.getByRole('region', { name: 'Lista de compras de la semana' });
    const oats = list.getByRole('checkbox', { name: /^Avena:/ });
    // The tick shows once the page has taken it (optimistic, after any list refetch in flight is cancelled).
    await oats.click();
    await oats.and(member.page.locator(':checked')).waitFor();
    expect(await axeViolations(member.page)).toEqual([]);
    await shot(member.page, 'meal-plan-390');
    // The week on one printable page, from the same session.
    const pdfLink = member.page.getByRole('link', { name: 'Descargar la semana (PDF)' });
    const pdf = await member.page.request.get((await pdfLink.getAttribute('href')) ?? '');
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    // The tick stays: saved, not only drawn.
    await networkSettled(member.page);
    await member.page.reload();
    await member.page
      .getByRole('region', { name: 'Lista de compras de la semana' })
      .getByRole('checkbox', { name: /^Avena:/ })
      .and(member.page.locator(':checked'))
      .waitFor();
  });

  it('Camila writes a week by hand: foods and a recipe, an «o», totals against her goals, copied to weekdays, then a new version', async () => {
    const { member, id, camila } = await clientOfCamila(
      browser,
      { firstName: 'Isidora', lastName: 'Pérez' },
      { plan: 'prime' },
    );
    const page = camila.page;
    await page.goto(`/trainer/clientes/${id}`);
    await page.getByRole('link', { name: 'Escribir un plan nuevo' }).click();
    await page.getByRole('heading', { name: 'Nuevo plan de alimentación', level: 1 }).waitFor();
    // Nothing written: the page says what is missing and sends nothing.
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await page.getByText('Ponle un nombre al plan.').waitFor();
    await page.getByText('Agrega al menos una comida a algún día.').waitFor();

    await page.getByLabel('Nombre del plan').fill('Semana de Isidora');
    await page.getByLabel(/^Energía/).fill('1800');
    await page.getByLabel(/^Proteínas/).fill('1,2');
    // Breakfast: oats by the cup, and an apple in grams as its «o».
    await page.getByRole('button', { name: 'Agregar a desayuno' }).click();
    let adder = page.getByRole('group', { name: 'Agregar a desayuno del lunes' });
    await adder.getByLabel('Alimento para desayuno del lunes').fill('avena');
    await adder
      .getByRole('button', { name: /^Avena/ })
      .first()
      .click();
    await adder.getByLabel('Cantidad').fill('0,5');
    await adder.getByRole('button', { name: 'Agregar', exact: true }).click();
    await page.getByLabel(/^Cantidad de Avena/).waitFor();
    await page.getByRole('button', { name: 'Agregar una alternativa («o»)' }).first().click();
    adder = page.getByRole('group', { name: 'Agregar a alternativa 2 de desayuno' });
    await adder.getByLabel('Alimento para alternativa 2 de desayuno').fill('manzana');
    await adder
      .getByRole('button', { name: /^Manzana/ })
      .first()
      .click();
    await adder.getByLabel('Medida').selectOption('g');
    await adder.getByLabel('Cantidad').fill('150');
    await adder.getByRole('button', { name: 'Agregar', exact: true }).click();
    await page.getByLabel('Cantidad de Manzana (g)').waitFor();
    // Lunch: one of the team's recipes.
    await page.getByRole('button', { name: 'Agregar a almuerzo' }).click();
    adder = page.getByRole('group', { name: 'Agregar a almuerzo del lunes' });
    await adder.getByLabel('Receta').check();
    // By name: other journeys may have added recipes of Camila's before this one runs.
    const recipe = adder.getByLabel('Receta para almuerzo del lunes');
    const avena = await recipe
      .locator('option', { hasText: 'Avena con frutillas' })
      .first()
      .getAttribute('value');
    await recipe.selectOption(avena ?? '');
    await adder.getByRole('button', { name: 'Elegir' }).click();
    await adder.getByRole('button', { name: 'Agregar', exact: true }).click();

    // The day's totals against her goals, from the server's arithmetic; she has no weight yet.
    const totals = page.getByRole('region', { name: 'Totales del lunes' });
    await totals.getByRole('cell', { name: '1.800 kcal' }).waitFor();
    await totals
      .getByText('Sin un peso registrado no podemos calcular la meta de proteínas por kilo.')
      .waitFor();
    await expect
      .poll(async () => totals.getByRole('row', { name: /^Energía/ }).textContent())
      .toMatch(/Energía[1-9][\d.]* kcal1\.800 kcal(Bajo|En|Sobre) la meta/);

    await page.getByLabel('Copiar el lunes a').selectOption({ label: 'lunes a viernes' });
    await page.getByRole('button', { name: 'Copiar', exact: true }).click();
    await page.getByRole('button', { name: /Viernes, 2 comidas/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'meal-plan-editor-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'meal-plan-editor-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await page.waitForURL(`**/trainer/clientes/${id}`);
    const panel = page.getByRole('region', { name: 'Plan de alimentación' });
    await panel.getByText(/Semana de Isidora · versión 1 · 5 días/).waitFor();

    // A change to the published plan is its next version; the first stays, replaced.
    await panel.getByRole('link', { name: /^Editar Semana de Isidora, versión 1/ }).click();
    await page.getByRole('heading', { name: 'Editar plan (versión 1)' }).waitFor();
    await page
      .getByLabel(/^Cantidad de Avena/)
      .first()
      .fill('1');
    await page.getByRole('button', { name: 'Publicar versión 2' }).click();
    await page.waitForURL(`**/trainer/clientes/${id}`);
    await panel.getByText(/Semana de Isidora · versión 2 · 5 días/).waitFor();
    await panel.getByText('Reemplazado').waitFor();

    await member.page.goto('/plan-alimentacion');
    await member.page.getByRole('heading', { name: 'Mi plan de alimentación', level: 1 }).waitFor();
    await member.page.getByText('Semana de Isidora').first().waitFor();
    await member.page
      .getByText(/Total del día: [\d.,]+ kcal/)
      .first()
      .waitFor();

    // "Sin números": Camila hides the figures for her; no number of what food is worth reaches her screens.
    await panel.getByRole('switch', { name: 'Sin números: ocultarle calorías y macros' }).click();
    await panel
      .getByRole('switch', { name: 'Sin números: ocultarle calorías y macros' })
      .and(page.locator(':checked'))
      .waitFor();
    await member.page.reload();
    await member.page.getByText('Semana de Isidora').first().waitFor();
    const mySwitch = member.page.getByRole('switch', { name: 'Ver mi plan sin números' });
    await mySwitch.and(member.page.locator(':checked:disabled')).waitFor();
    await member.page
      .getByText('Tu profesional dejó ocultos los números por ahora.', { exact: false })
      .waitFor();
    expect(await member.page.locator('main').innerText()).not.toMatch(/kcal|g de proteínas/);
    expect(await axeViolations(member.page)).toEqual([]);
    await shot(member.page, 'meal-plan-sin-numeros-390');
    await member.page.getByRole('link', { name: 'Avena con frutillas' }).first().click();
    await member.page.getByRole('heading', { name: 'Avena con frutillas', level: 1 }).waitFor();
    await member.page.getByRole('heading', { name: 'Ingredientes' }).waitFor();
    const recipeText = await member.page.locator('main').innerText();
    expect(recipeText).not.toMatch(/kcal|Sellos de referencia|ALTO EN|Energía/);
  });
});
