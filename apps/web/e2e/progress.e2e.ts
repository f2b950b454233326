import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, shot } from './browser';
import { clientOfCamila } from './fixtures';

/** A phone photo of a person standing: a JPEG as the camera hands it over, portrait. */
const standingPhoto = (shade: number) =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 235, g: 230, b: 220 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><ellipse cx="450" cy="700" rx="${shade}" ry="420" fill="#6b8fb3"/><circle cx="450" cy="220" r="110" fill="#c99a7a"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();

describe('her progress (issue 47)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('she records her weight and waist on her phone, finds them on her chart, and so does her professional', async () => {
    const { member, id, camila } = await clientOfCamila(browser, { firstName: 'Antonia', lastName: 'Reyes' });
    await member.page.goto('/progreso');
    await member.page.getByRole('heading', { name: 'Mi progreso', level: 1 }).waitFor();
    await member.page.getByText('Aún no hay datos para este período.').waitFor();
    await member.page.getByRole('button', { name: 'Registrar mis medidas' }).click();
    const form = member.page.getByRole('form', { name: 'Registrar mis medidas' });
    await form.getByLabel('Peso (kg)').fill('500');
    await form.getByRole('button', { name: 'Guardar medidas' }).click();
    await form.getByText('Debe estar entre 2 y 400 kg').waitFor();
    await form.getByLabel('Peso (kg)').fill('68,5');
    await form.getByLabel('Cintura (cm)').fill('80');
    await form.getByRole('button', { name: 'Guardar medidas' }).click();
    await form.waitFor({ state: 'detached' });
    const chart = member.page.getByRole('figure', { name: 'Peso (kg)' });
    await chart.getByText('Ver como tabla').click();
    await chart.getByRole('cell', { name: '68,5' }).waitFor();
    await chart.getByRole('cell', { name: 'Tú' }).waitFor();
    expect(await axeViolations(member.page)).toEqual([]);
    await shot(member.page, 'progress-390');

    // Two photos of her front, a month apart, compared side by side.
    const photos = member.page.getByRole('region', { name: 'Fotos de progreso' });
    await photos.getByText('Aún no tienes fotos.', { exact: false }).waitFor();
    const photoForm = photos.getByRole('form', { name: 'Agregar una foto' });
    await photoForm.getByRole('button', { name: 'Guardar foto' }).click();
    await photoForm.getByText('Elige o toma una foto.').waitFor();
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'America/Santiago',
    });
    await photoForm.getByLabel('Día').selectOption(monthAgo);
    await photoForm
      .getByLabel('Foto')
      .setInputFiles({ name: 'IMG_3001.JPG', mimeType: 'image/jpeg', buffer: await standingPhoto(260) });
    await photoForm.getByRole('button', { name: 'Guardar foto' }).click();
    await photos
      .getByRole('img', { name: /^Frente, / })
      .first()
      .waitFor();
    await photoForm
      .getByLabel('Día')
      .selectOption(new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Santiago' }));
    await photoForm
      .getByLabel('Foto')
      .setInputFiles({ name: 'IMG_3090.JPG', mimeType: 'image/jpeg', buffer: await standingPhoto(200) });
    await photoForm.getByRole('button', { name: 'Guardar foto' }).click();
    await photos.getByText('Todas tus fotos (2)').waitFor();
    await expect.poll(() => photos.getByRole('img', { name: /^Frente, / }).count()).toBe(2);
    const before = await photos.getByLabel('Antes').inputValue();
    const after = await photos.getByLabel('Después').inputValue();
    expect([before, after]).toEqual([
      monthAgo,
      new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Santiago' }),
    ]);
    expect(await axeViolations(member.page)).toEqual([]);
    await photos.scrollIntoViewIfNeeded();
    await shot(member.page, 'progress-photos-390');

    // Her professional finds it in her chart, beside what she measures in consultation, and her photos.
    await camila.page.goto(`/trainer/clientes/${id}`);
    const panel = camila.page.getByRole('region', { name: 'Medidas que registró en casa' }).first();
    await panel.getByRole('cell', { name: '68,5' }).waitFor();
    const chartPhotos = camila.page.getByRole('region', { name: 'Fotos de progreso' });
    await expect.poll(() => chartPhotos.getByRole('img', { name: /^Frente, / }).count()).toBe(2);
    expect(await axeViolations(camila.page)).toEqual([]);
  });

  it('her professional sets a goal and a custom measure on a laptop; she sees both on her phone and adds a value', async () => {
    const { member, id, camila } = await clientOfCamila(browser, { firstName: 'Rocío', lastName: 'Paredes' });
    await camila.page.goto(`/trainer/clientes/${id}`);
    const panel = camila.page.getByRole('region', { name: 'Progreso y metas' });
    await panel.getByText('Sin meta para esta medida.').waitFor();
    await panel.getByRole('button', { name: 'Fijar meta' }).click();
    await panel.getByLabel('Meta (kg)').fill('1');
    await panel.getByRole('button', { name: 'Guardar meta' }).click();
    await panel.getByText('Debe estar entre 2 y 400 kg').waitFor();
    await panel.getByLabel('Meta (kg)').fill('64,5');
    await panel.getByRole('button', { name: 'Guardar meta' }).click();
    await panel.getByText('Meta: 64,5 kg (fijada por ti)').waitFor();

    await panel.getByRole('button', { name: 'Medida personalizada' }).click();
    const custom = panel.getByRole('form', { name: 'Nueva medida personalizada' });
    await custom.getByRole('button', { name: 'Crear medida' }).click();
    await custom.getByText('Ponle un nombre a la medida (2 a 40 caracteres).').waitFor();
    await custom.getByLabel('Nombre').fill('Pasos diarios');
    await custom.getByLabel('Unidad').fill('pasos');
    await custom.getByLabel('Meta (opcional)').fill('8000');
    await custom.getByRole('button', { name: 'Crear medida' }).click();
    await custom.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Pasos diarios' }).click();
    await panel.getByRole('button', { name: 'Anotar valor' }).click();
    await panel.getByRole('textbox', { name: 'Pasos diarios (pasos)' }).fill('5200');
    await panel.getByRole('button', { name: 'Guardar valor' }).click();
    await panel.getByRole('figure', { name: 'Pasos diarios (pasos)' }).getByText('Ver como tabla').click();
    await panel.getByRole('cell', { name: 'En consulta' }).waitFor();
    expect(await axeViolations(camila.page)).toEqual([]);
    await panel.scrollIntoViewIfNeeded();
    await shot(camila.page, 'progress-goals-chart-1280');

    // She sees Camila's goal on her phone, and adds today's steps to the measure Camila made for her.
    await member.page.goto('/progreso');
    await member.page.getByText('Meta: 64,5 kg (fijada por', { exact: false }).waitFor();
    await member.page.getByRole('button', { name: 'Pasos diarios' }).click();
    await member.page.getByText(/Meta: 8\.?000 pasos/).waitFor();
    // Her goal for a custom measure is her professional's to change.
    expect(await member.page.getByRole('button', { name: 'Cambiar meta' }).count()).toBe(0);
    await member.page.getByRole('button', { name: 'Anotar valor' }).click();
    await member.page.getByRole('textbox', { name: 'Pasos diarios (pasos)' }).fill('7300');
    await member.page.getByRole('button', { name: 'Guardar valor' }).click();
    const steps = member.page.getByRole('figure', { name: 'Pasos diarios (pasos)' });
    await steps.getByText('Ver como tabla').click();
    await steps.getByRole('cell', { name: 'Tú' }).waitFor();
    await member.page.getByText('A 700 pasos de la meta', { exact: false }).waitFor();
    expect(await axeViolations(member.page)).toEqual([]);
    await shot(member.page, 'progress-goals-390');

    const csv = await member.page.request.get('/api/progress/export.csv');
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain('"Pasos diarios",7300,"pasos","Registro propio",8000');
  });
});
