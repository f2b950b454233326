import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, shot } from './browser';
import { clientOfCamila } from './fixtures';

/** A phone photo of a plate: a JPEG as the camera hands it over. */
const platePhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 214, g: 160, b: 90 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><circle cx="600" cy="450" r="330" fill="#fff"/><circle cx="520" cy="420" r="120" fill="#3f8f3a"/><circle cx="700" cy="500" r="100" fill="#7a3b22"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

describe('her food journal (issue 47)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('she logs a meal with a photo on her phone; Camila comments in the chart; she reads the comment', async () => {
    const { member, id, camila } = await clientOfCamila(browser, { firstName: 'Javiera', lastName: 'Soto' });
    await member.page.goto('/diario');
    await member.page.getByRole('heading', { name: 'Mi diario de comidas', level: 1 }).waitFor();
    await member.page.getByText('Aún no registras comidas este día.').waitFor();
    await member.page.getByRole('button', { name: 'Registrar comida' }).click();
    const form = member.page.getByRole('form', { name: 'Registrar comida' });
    await form.getByLabel('Comida').selectOption({ label: 'Almuerzo' });
    await form.locator('input[type="file"]').setInputFiles({
      name: 'IMG_2041.JPG',
      mimeType: 'image/jpeg',
      buffer: await platePhoto(),
    });
    await form.getByRole('img', { name: 'Foto elegida' }).waitFor();
    await form.getByLabel('¿Qué comiste?').fill('Porotos con riendas y ensalada de tomate');
    await form.getByLabel('Hambre antes (1 a 10)').selectOption('7');
    await form.getByLabel('Hambre después (1 a 10)').selectOption('3');
    await form.getByRole('button', { name: 'Tranquilidad' }).click();
    await form.getByLabel('¿Dónde?').selectOption({ label: 'En casa' });
    expect(await axeViolations(member.page)).toEqual([]);
    await shot(member.page, 'journal-form-390');
    await form.getByRole('button', { name: 'Guardar registro' }).click();

    const card = member.page.getByRole('article', { name: 'Almuerzo' });
    await card.getByRole('img', { name: 'Foto de almuerzo' }).waitFor();
    await card.getByText('Hambre antes: 7/10').waitFor();
    await card.getByText('Tranquilidad').waitFor();
    const reminders = member.page.getByRole('region', { name: 'Recordatorios' });
    await reminders.getByLabel('Hora').selectOption('08');
    await reminders.getByLabel('Minutos').selectOption('30');
    await reminders.getByRole('button', { name: 'Agregar' }).click();
    await reminders.getByRole('button', { name: 'Quitar el recordatorio de las 08:30' }).waitFor();
    expect(await axeViolations(member.page)).toEqual([]);
    await shot(member.page, 'journal-day-390');

    await camila.page.goto(`/trainer/clientes/${id}`);
    const panel = camila.page.getByRole('region', { name: 'Diario de comidas' });
    const entry = panel.getByRole('article', { name: 'Almuerzo' });
    await entry.getByText('Porotos con riendas y ensalada de tomate').waitFor();
    await entry.getByRole('img', { name: 'Foto de almuerzo' }).waitFor();
    await entry.getByLabel('Comentar').fill('¡Muy buen plato! La mitad con verduras, como lo conversamos.');
    await entry.getByRole('button', { name: 'Enviar comentario' }).click();
    await entry.getByText('¡Muy buen plato! La mitad con verduras, como lo conversamos.').waitFor();
    await panel.scrollIntoViewIfNeeded();
    expect(await axeViolations(camila.page)).toEqual([]);
    await shot(camila.page, 'client-journal-1280');

    await member.page.reload();
    await member.page
      .getByRole('article', { name: 'Almuerzo' })
      .getByText('¡Muy buen plato! La mitad con verduras, como lo conversamos.')
      .waitFor();
  });
});
