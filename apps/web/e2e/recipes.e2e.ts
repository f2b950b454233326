import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, newPage, shot } from './browser';
import { registerIn, signInAsAdmin, signInAsProfessional } from './fixtures';

describe('recipes with their figures and reference seals (issue 47)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('Camila writes a recipe from foods found by their Chilean names; a member reads it on her phone', async () => {
    const camila = await newPage(browser, { width: 1280, height: 900 });
    await signInAsProfessional(camila.page);
    await camila.page.getByRole('link', { name: 'Recetas' }).first().click();
    await camila.page.getByRole('heading', { name: 'Recetas', level: 1 }).waitFor();
    await camila.page.getByRole('link', { name: 'Nueva receta' }).click();
    await camila.page.getByRole('heading', { name: 'Nueva receta', level: 1 }).waitFor();

    // Saved empty: Spanish errors, nothing sent.
    await camila.page.getByRole('button', { name: 'Guardar receta' }).click();
    await camila.page.getByText('Ponle un nombre a la receta.').waitFor();
    await camila.page.getByText('Elige el alimento de cada ingrediente.').waitFor();

    await camila.page.getByLabel('Nombre', { exact: true }).fill('Tostada de marraqueta con palta');
    await camila.page.getByLabel('Porciones').fill('2');
    // "aguacate" finds the palta; the first measure is offered, one unit.
    await camila.page.getByLabel('Alimento del ingrediente 1').fill('aguacate');
    await camila.page.getByRole('button', { name: /^Palta/ }).click();
    await camila.page.getByRole('button', { name: 'Agregar ingrediente' }).click();
    await camila.page.getByLabel('Alimento del ingrediente 2').fill('marraqeta');
    await camila.page.getByRole('button', { name: /^Marraqueta/ }).click();
    await camila.page.getByRole('button', { name: 'Agregar ingrediente' }).click();
    await camila.page.getByLabel('Alimento del ingrediente 3').fill('sal');
    await camila.page.getByRole('button', { name: /^Sal\b/ }).click();
    const third = camila.page.getByRole('listitem').filter({ hasText: 'Ingrediente 3' });
    await third.getByLabel('Medida').selectOption({ label: '1 cucharadita (6 g)' });
    // Palta 150 g + marraqueta 100 g + 6 g of salt, in 2: (240 + 272) / 2 = 256 kcal per serving, and the
    // salt makes it ALTO EN SODIO (about 1.150 mg per 100 g).
    const figures = camila.page.getByRole('complementary', { name: 'Información nutricional' });
    await figures.getByRole('row', { name: /Energía \(kcal\) 256/ }).waitFor();
    await figures.getByRole('img', { name: 'alto en sodio' }).waitFor();
    await figures
      .getByText('Indicador referencial: los sellos legales se aplican a alimentos envasados.')
      .waitFor();
    await camila.page
      .getByLabel('Preparación (un paso por línea)')
      .fill('Tostar la marraqueta.\nMoler la palta.');
    await camila.page.getByLabel(/Publicar/).check();
    expect(await axeViolations(camila.page)).toEqual([]);
    await shot(camila.page, 'recipe-editor-1280');
    await camila.page.getByRole('button', { name: 'Guardar receta' }).click();

    await camila.page.getByRole('heading', { name: 'Tostada de marraqueta con palta', level: 1 }).waitFor();
    const url = new URL(camila.page.url());
    expect(url.pathname).toMatch(/^\/recetas\/\d+$/);
    await camila.page.getByText('1 unidad mediana de palta (150 g)').waitFor();
    await camila.page.getByText('1 marraqueta (100 g)').waitFor();

    const member = await newPage(browser, { width: 390, height: 844 });
    await registerIn(member.page, { firstName: 'Antonia', lastName: 'Rivas' });
    await member.page.goto(url.pathname);
    await member.page.getByRole('heading', { name: 'Tostada de marraqueta con palta', level: 1 }).waitFor();
    await member.page.getByRole('row', { name: /Energía \(kcal\) 256/ }).waitFor();
    await member.page.getByRole('img', { name: 'alto en sodio' }).waitFor();
    expect(await axeViolations(member.page)).toEqual([]);
    await shot(member.page, 'recipe-390');
  });
});

describe('importing foods (issue 47)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an admin uploads our CSV, watches it run and reads which row to fix', async () => {
    const admin = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(admin.page);
    await admin.page.getByRole('link', { name: 'Alimentos' }).first().click();
    await admin.page.getByRole('heading', { name: 'Importar alimentos' }).waitFor();
    const csv = [
      'id,nombre,sinonimos,categoria,estado,energia_kcal,proteinas_g,grasas_g,grasas_saturadas_g,carbohidratos_g,azucares_g,fibra_g,sodio_mg,medidas',
      'e2e-1,Charquicán,,Preparaciones,solido,110,6,4,1.2,12,2,2,260,1 plato=300',
      'e2e-2,Sopaipilla,,Preparaciones,solido,muchas,5,15,3,40,1,2,350,1 unidad=60',
    ].join('\n');
    await admin.page.getByLabel('Archivo CSV').setInputFiles({
      name: 'alimentos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await admin.page.getByRole('button', { name: 'Importar' }).click();
    await admin.page.getByRole('heading', { name: 'Importación terminada' }).waitFor({ timeout: 30_000 });
    await admin.page.getByText('1 nuevos · 0 actualizados · 0 sin cambios · 1 filas rechazadas').waitFor();
    await admin.page.getByRole('row', { name: /CSV 3 energia_kcal: debe ser un número/ }).waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);
    await shot(admin.page, 'admin-food-import-1280');
  });
});
