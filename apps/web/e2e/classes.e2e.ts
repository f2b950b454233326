import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { axeViolations, launchBrowser, newPage, shot } from './browser';
import { registerIn, signInAsAdmin } from './fixtures';

const ZONE = 'America/Santiago';

/** The toast that says how a call ended; a refusal fails the test with the server's words. */
async function toastSays(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor();
}

describe('live classes (issue 20)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a member sees a premium class locked, takes a seat in a free webinar, adds it to her calendar and gives it back', async () => {
    const { page, errors } = await newPage(browser);
    await registerIn(page);
    await page.goto('/home');
    await page.getByRole('link', { name: 'Mis Clases' }).first().click();
    await page.waitForURL('**/classes');
    await page.getByRole('heading', { name: 'Mis Clases', level: 1 }).waitFor();
    await page.getByText('Aún no te inscribes en ninguna clase.', { exact: false }).waitFor();

    const catalogue = page.getByRole('list', { name: 'Próximas clases y webinars' });
    const pilates = catalogue.getByRole('listitem', { name: 'Pilates suave para la espalda' });
    await pilates.getByRole('link', { name: 'Mejora tu plan' }).waitFor();
    expect(await pilates.getByRole('button', { name: 'Inscribirme' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'classes-catalogue');

    const webinar = catalogue.getByRole('listitem', { name: 'Webinar: supermercado inteligente' });
    await webinar.getByText('Quedan 200 cupos de 200').waitFor();
    await webinar.getByRole('button', { name: 'Inscribirme' }).click();
    await page.waitForURL('**/class-registration/*');
    await page.getByRole('heading', { name: '¡Tienes tu cupo!' }).waitFor();
    const ics = await page.evaluate(
      async (href) => (await fetch(href ?? '')).text(),
      await page.getByRole('link', { name: 'Agregar al calendario' }).getAttribute('href'),
    );
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain('SUMMARY:Webinar: supermercado inteligente con Camila Rojas');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'class-registration');

    await page.getByRole('link', { name: 'Ver mis clases' }).click();
    const mine = page.getByRole('list', { name: 'Mis clases' }).getByRole('listitem', {
      name: 'Webinar: supermercado inteligente',
    });
    await mine.getByText('Con cupo').waitFor();
    await mine.getByText(/^Tienes tu cupo\. El enlace para entrar aparece el /).waitFor();
    await mine.getByRole('button', { name: 'Cancelar inscripción' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Dejar tu cupo?' });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Sí, dejar mi cupo' }).click();
    await toastSays(page, 'Cancelamos tu inscripción.');
    await page.getByText('Aún no te inscribes en ninguna clase.', { exact: false }).waitFor();
    await catalogue
      .getByRole('listitem', { name: 'Webinar: supermercado inteligente' })
      .getByRole('button', { name: 'Inscribirme' })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('an admin creates a class, finds it on the calendar, and moves it by dragging', async () => {
    const { page, errors } = await newPage(browser);
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Clases en Vivo' }).first().click();
    await page.waitForURL('**/admin/calendar/class');
    await page.getByRole('link', { name: 'Ver como lista' }).click();
    await page.waitForURL('**/admin/clases');
    await page.getByRole('heading', { name: 'Clases en Vivo', level: 1 }).waitFor();

    const tomorrow = Temporal.Now.plainDateISO(ZONE).add({ days: 1 }).toString();
    const title = `Movilidad de prueba ${Date.now() % 100_000}`;
    await page.getByRole('button', { name: 'Nueva clase' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva clase' });
    // Saving without a professional is refused on the spot, in Spanish.
    await form.getByLabel('Título').fill(title);
    await form.getByRole('button', { name: 'Crear clase' }).click();
    await form.getByText('Elige la profesional que dicta la clase.').waitFor();
    await form.getByLabel('Profesional').selectOption({ label: 'Valentina Soto' });
    // Day and hour as Chile writes them, whatever the browser's language (issue 49 §3).
    await form
      .getByLabel('Inicio (hora de Chile)', { exact: true })
      .fill(tomorrow.split('-').reverse().join('-'));
    await form.getByLabel('Inicio (hora de Chile): hora').selectOption('09');
    await form.getByLabel('Inicio (hora de Chile): minutos').selectOption('00');
    await form.getByLabel('Cupos').fill('12');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Crear clase' }).click();
    await toastSays(page, 'Clase creada.');
    await page.getByRole('row').filter({ hasText: title }).waitFor();

    await page.getByRole('link', { name: 'Ver calendario' }).click();
    await page.waitForURL('**/admin/calendar/class');
    await page.getByRole('tab', { name: 'Vista del día' }).click();
    // Tomorrow: one step forward from today.
    await page.getByRole('button', { name: /siguiente/i }).click();
    // FullCalendar draws each class as a button named by its hours and title.
    const event = page.getByRole('button', { name: new RegExp(title) });
    await event.waitFor();
    expect(await event.innerText()).toMatch(/^0?9:00–10:00/);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'admin-calendar-day');

    // Dragging it down by its own height moves the hour-long class one hour later.
    const box = await event.boundingBox();
    if (!box) throw new Error('la clase no se ve en el calendario');
    await page.mouse.move(box.x + box.width / 2, box.y + 5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + 5 + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2, box.y + 5 + box.height, { steps: 5 });
    await page.mouse.up();
    await toastSays(page, `Clase movida: ${title}`);
    await page.getByRole('button', { name: new RegExp(`^10:00–11:00 ${title}`) }).waitFor();

    // The list says the same hour: the move reached the server, not only the calendar.
    await page.getByRole('link', { name: 'Ver como lista' }).click();
    await page.getByRole('row').filter({ hasText: title }).filter({ hasText: ' 10:00' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('on a phone the calendar opens as a list, in the brand colours, within the screen (issue 49 §10)', async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: 844 });
    await signInAsAdmin(page);
    await page.goto('/admin/calendar/class');
    await page.getByRole('tab', { name: /agenda/i, selected: true }).waitFor();
    const next = page.getByRole('button', { name: /siguiente/i });
    // The brand's teal, not the theme's slate (#334155).
    expect(await next.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(15, 118, 110)',
    );
    await next.click();
    await page.getByRole('tab', { name: 'Vista del día' }).click();
    await page.getByRole('tab', { name: 'Vista del día', selected: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'admin-calendar-390');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
