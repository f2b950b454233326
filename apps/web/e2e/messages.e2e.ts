import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, newPage, shot } from './browser';
import { assignToCamila, registerIn, signInAsAdmin, signInAsProfessional } from './fixtures';
import { SAMPLE_HEIC } from '../../../test-support/sample-heic';
import { samplePdf } from '../../../test-support/sample-pdf';

describe('messages between a member and her professional (issue 46)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a member writes to the professional caring for her, who answers; the member sees the answer and "Visto"', async () => {
    const member = await newPage(browser, { width: 390, height: 844 });
    const { id } = await registerIn(member.page, { firstName: 'Amanda', lastName: 'Quiroga' });
    const admin = await newPage(browser);
    await signInAsAdmin(admin.page);
    await assignToCamila(admin.page, id);

    await member.page.goto('/mensajes');
    await member.page.getByRole('heading', { name: 'Mensajes', level: 1 }).waitFor();
    await member.page.getByText('Aún no tienes conversaciones.').waitFor();
    await member.page.getByRole('button', { name: 'Escribir' }).click();
    const thread = member.page.getByRole('region', { name: /Conversación con Camila/ });
    await thread.getByText('Escribe el primer mensaje.').waitFor();
    // Shown as text, never as markup.
    await thread
      .getByLabel('Mensaje', { exact: true })
      .fill('Hola Camila <b>¿puedo</b> comer palta en la once?');
    await thread.getByRole('button', { name: 'Enviar' }).click();
    await thread.getByText('Hola Camila <b>¿puedo</b> comer palta en la once?').waitFor();
    await expect.poll(() => thread.getByText('Enviando…').count()).toBe(0);
    // A photo from her iPhone (HEIC, which the server re-encodes) and her blood test, as one message.
    await thread.getByLabel('Adjuntar foto o PDF').setInputFiles([
      { name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: SAMPLE_HEIC },
      { name: 'Exámenes de sangre.pdf', mimeType: 'application/pdf', buffer: await samplePdf('Exámenes', 1) },
    ]);
    const chips = thread.getByRole('list', { name: 'Archivos por enviar' });
    await chips.getByRole('button', { name: 'Quitar Exámenes de sangre.pdf' }).waitFor();
    await expect.poll(() => chips.getByText(/Subiendo/).count()).toBe(0);
    await thread.getByLabel('Mensaje', { exact: true }).fill('Te mando mis exámenes y mi almuerzo');
    await thread.getByRole('button', { name: 'Enviar' }).click();
    await thread.getByText('Te mando mis exámenes y mi almuerzo').waitFor();
    await expect.poll(() => thread.getByText('Enviando…').count()).toBe(0);
    const sentPhoto = thread.getByRole('img', { name: 'Foto enviada por ti' });
    await expect.poll(() => sentPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
    expect(await axeViolations(member.page)).toEqual([]);
    await shot(member.page, 'mensajes-socia-390');

    const { page, errors } = await newPage(browser);
    await signInAsProfessional(page);
    await page.goto('/mensajes');
    await page
      .getByRole('link', { name: /Mensajes.*\d+ sin leer/ })
      .first()
      .waitFor();
    const row = page.getByRole('button', { name: /Amanda Quiroga/ });
    await row.getByText('sin leer', { exact: false }).waitFor();
    await row.click();
    const hers = page.getByRole('region', { name: 'Conversación con Amanda Quiroga' });
    await hers.getByText('Hola Camila <b>¿puedo</b> comer palta en la once?').waitFor();
    const photo = hers.getByRole('img', { name: 'Foto enviada por Amanda' });
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
    const pdf = hers.getByRole('link', { name: /Exámenes de sangre\.pdf/ });
    expect(await pdf.getAttribute('href')).toMatch(/^\/api\/files\/messages\/[0-9a-f]+\.pdf\?/);
    // A saved reply, with her name put in, then her own words after it.
    await hers.locator('summary', { hasText: 'Respuestas guardadas' }).click();
    await hers.getByRole('button', { name: /^Colación de la tarde/ }).click();
    await expect
      .poll(() => hers.getByLabel('Mensaje', { exact: true }).inputValue())
      .toMatch(/^Hola Amanda, para la tarde te sugiero/);
    await hers
      .getByLabel('Mensaje', { exact: true })
      .fill('¡Claro! Un cuarto de palta en la marraqueta está muy bien.');
    await hers.getByRole('button', { name: 'Enviar' }).click();
    await hers.getByText('¡Claro! Un cuarto de palta en la marraqueta está muy bien.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'mensajes-profesional-1280');

    // No reload: the answer and "Visto" reach her open page over the stream.
    await thread.getByText('¡Claro! Un cuarto de palta en la marraqueta está muy bien.').waitFor();
    await thread.getByText(/Visto/).waitFor();
    expect(errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });

  it('a professional writes to a client from her chart', async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: 844 });
    await signInAsProfessional(page);
    await page.goto('/trainer/clientes?q=gonzalez');
    await page.getByRole('link', { name: 'Josefa González' }).click();
    await page.getByRole('heading', { name: 'Josefa González', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Escribirle' }).click();
    const thread = page.getByRole('region', { name: 'Conversación con Josefa González' });
    await thread.getByLabel('Mensaje', { exact: true }).fill('Hola Josefa, ¿cómo te fue con la colación?');
    await thread.getByRole('button', { name: 'Enviar' }).click();
    await thread.getByText('Hola Josefa, ¿cómo te fue con la colación?').waitFor();
    // "Programar envío": it waits above the composer until it leaves, and can be cancelled.
    await thread.getByRole('button', { name: 'Programar envío' }).click();
    // Tomorrow (the picker's first guess) at 09:30, Chile's time, in 24 h lists whatever the machine's locale.
    await thread.getByLabel('Enviar el').selectOption({ label: 'mañana' });
    await thread.getByLabel('Minutos').selectOption('30');
    await thread.getByLabel('Mensaje', { exact: true }).fill('Buenos días, Josefa: hoy toca control.');
    await thread.getByRole('button', { name: 'Programar', exact: true }).click();
    const scheduled = thread.getByRole('region', { name: 'Mensajes programados' });
    await scheduled.getByText('Buenos días, Josefa: hoy toca control.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await scheduled.getByRole('button', { name: /Cancelar el envío programado/ }).click();
    await expect.poll(() => scheduled.count()).toBe(0);
    // Her away reply, on.
    await page.getByText('Respuesta automática fuera de horario').click();
    await page.getByLabel('Texto').fill('Hola, estoy fuera de horario. Te respondo mañana temprano.');
    await page.getByLabel('Activada').check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Guardamos tu respuesta automática.').waitFor();
    await page.getByText('(activada)').waitFor();
    await shot(page, 'mensajes-desde-ficha-390');
    expect(errors).toEqual([]);
  });

  it('a member reports a message; an admin reads the thread only after writing why', async () => {
    const member = await newPage(browser, { width: 390, height: 844 });
    await member.page.goto('/login');
    await member.page.locator('#first-screen').waitFor({ state: 'detached' });
    await member.page.getByLabel('Correo electrónico').fill('socia@vitalia.cl');
    await member.page.getByLabel('Contraseña', { exact: true }).fill('Vitalia2026!');
    await member.page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await member.page.waitForURL('**/home');
    await member.page.goto('/mensajes');
    await member.page.getByRole('button', { name: /Camila Rojas/ }).click();
    const thread = member.page.getByRole('region', { name: 'Conversación con Camila Rojas' });
    const theirs = thread.getByText(/Media marraqueta con palta/).locator('..');
    await theirs.getByText('Reportar').click();
    await theirs.getByLabel('¿Por qué lo reportas?').fill('Quiero que lo revisen');
    await theirs.getByRole('button', { name: 'Enviar reporte' }).click();
    await theirs.getByText('Gracias. Un administrador revisará el mensaje.').waitFor();

    const { page, errors } = await newPage(browser);
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Mensajes reportados' }).click();
    await page.getByRole('heading', { name: 'Mensajes reportados', level: 1 }).waitFor();
    await page.getByText('Quiero que lo revisen').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Leer con motivo' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Motivo').fill('Revisión del reporte de Josefa del día de hoy');
    await dialog.getByRole('button', { name: 'Leer la conversación' }).click();
    await dialog.getByText(/Media marraqueta con palta/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'admin-mensajes-reportados-1280');
    expect([...errors, ...member.errors]).toEqual([]);
  });

  it('a long thread opens at its newest message and pages back with "Mensajes anteriores"', async () => {
    const member = await newPage(browser, { width: 1280, height: 900 });
    const { id } = await registerIn(member.page, { firstName: 'Rosa', lastName: 'Larga' });
    const admin = await newPage(browser);
    await signInAsAdmin(admin.page);
    await assignToCamila(admin.page, id);
    const camila = await newPage(browser);
    await signInAsProfessional(camila.page);
    // 56 messages, from both sides (each sender may send 30 a minute), through the API as the pages would.
    const thread = await member.page.evaluate(async () => {
      const csrf = /csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const contacts = await (await fetch('/api/conversations/contacts')).json();
      const opened = await fetch('/api/conversations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ professional_id: contacts.contacts[0].id }),
      });
      return (await opened.json()).conversation.id as number;
    });
    const sendMany = (page: typeof member.page, from: string, count: number) =>
      page.evaluate(
        async ({ thread, from, count }) => {
          const csrf = /csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
          for (let index = 1; index <= count; index += 1) {
            const bytes = crypto.getRandomValues(new Uint8Array(16));
            const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
            const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
            await fetch(`/api/conversations/${thread}/messages`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
              body: JSON.stringify({ body: `${from} ${index}`, client_id: uuid }),
            });
          }
        },
        { thread, from, count },
      );
    await sendMany(member.page, 'Mensaje de Rosa', 28);
    await sendMany(camila.page, 'Respuesta de Camila', 28);
    await member.page.goto(`/mensajes?c=${thread}`);
    const region = member.page.getByRole('region', { name: 'Conversación con Camila Rojas' });
    await region.getByText('Respuesta de Camila 28', { exact: true }).waitFor();
    // Only what is on screen is in the page: the first messages are neither loaded nor drawn.
    expect(await region.getByText('Mensaje de Rosa 1', { exact: true }).count()).toBe(0);
    await region.getByRole('button', { name: 'Mensajes anteriores' }).click();
    await region.getByText('Mensaje de Rosa 1', { exact: true }).waitFor();
    await expect.poll(() => region.getByRole('button', { name: 'Mensajes anteriores' }).count()).toBe(0);
    expect(await axeViolations(member.page)).toEqual([]);
    expect([...member.errors, ...camila.errors]).toEqual([]);
  });
});
