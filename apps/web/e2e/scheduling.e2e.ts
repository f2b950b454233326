import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newPage, shot } from './browser';
import { registerIn, signInAsAdmin } from './fixtures';

/** Picks the first day with free slots, this month or the next (at a month's end this one may have none). */
async function pickFirstFreeDay(page: Page, options: { keyboard?: boolean } = {}): Promise<void> {
  const freeDay = page.getByRole('button', { name: /con horarios libres$/ }).first();
  await page.getByRole('list', { name: /^Días de / }).waitFor();
  await page.locator('ul[aria-busy="false"]').first().waitFor();
  if ((await freeDay.count()) === 0) await page.getByRole('button', { name: 'Mes siguiente' }).click();
  if (options.keyboard) {
    await freeDay.focus();
    await page.keyboard.press('Enter');
  } else await freeDay.click();
}

async function pickSlot(page: Page, index: number, options: { keyboard?: boolean } = {}): Promise<string> {
  const slot = page.getByRole('list', { name: 'Horarios libres' }).getByRole('button').nth(index);
  await slot.waitFor();
  const time = (await slot.innerText()).split('\n')[0] ?? '';
  if (options.keyboard) {
    await slot.focus();
    await page.keyboard.press('Enter');
  } else await slot.click();
  return time;
}

/** Waits for the success heading; a refusal shown instead fails the test with the server's words. */
async function outcome(page: Page, success: string): Promise<void> {
  const done = page.getByRole('heading', { name: success });
  const refused = page.locator('[role="alert"]');
  await done.or(refused).first().waitFor();
  if (await refused.count()) throw new Error(`Rechazado: ${await refused.first().innerText()}`);
}

describe('appointments (issue 20)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a member books with the keyboard, sees it in Mis Citas, moves it to another time and cancels it', async () => {
    const { page, errors } = await newPage(browser);
    await registerIn(page);
    await page.goto('/home');
    await page.getByRole('link', { name: 'Agendamiento' }).first().click();
    await page.waitForURL('**/agenda');
    await page.getByRole('heading', { name: 'Agendamiento', level: 1 }).waitFor();

    // A free member: the premium consultation is locked with the way to upgrade; the free one is chosen.
    await page.getByRole('link', { name: 'Mejora tu plan' }).first().waitFor();
    expect(await page.getByRole('radio', { name: 'Evaluación inicial' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Consulta nutricional 1:1' }).isDisabled()).toBe(true);
    await page
      .getByLabel('Profesional')
      .selectOption({ label: 'Camila Rojas · Nutricionista clínica y deportiva' });

    await pickFirstFreeDay(page, { keyboard: true });
    const firstTime = await pickSlot(page, 0, { keyboard: true });
    const confirm = page.getByRole('heading', { name: '3. Confirma tu cita' });
    await confirm.waitFor();
    expect(await confirm.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'agenda-confirm');
    await page.getByRole('button', { name: 'Confirmar cita' }).focus();
    await page.keyboard.press('Enter');
    await outcome(page, '¡Listo! Tu cita quedó agendada.');
    const calendarLink = page.getByRole('link', { name: 'Agregar al calendario' });
    const ics = await page.evaluate(
      async (href) => (await fetch(href ?? '')).text(),
      await calendarLink.getAttribute('href'),
    );
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain('SUMMARY:Evaluación inicial con Camila Rojas');

    await page.getByRole('link', { name: 'Ver mis citas' }).click();
    await page.waitForURL('**/citas');
    const card = page.getByRole('listitem', { name: 'Evaluación inicial' });
    await card.getByText('Con Camila Rojas').waitFor();
    await card.getByText('Confirmada').waitFor();
    await card.getByText(new RegExp(`${firstTime} · 20 min · Online`)).waitFor();
    await card.getByText(/^Puedes cancelarla hasta el /).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'citas-upcoming');

    // Another time: the same steps with her type and trainer fixed.
    await card.getByRole('link', { name: 'Cambiar horario' }).click();
    await page.getByRole('heading', { name: 'Cambiar horario', level: 1 }).waitFor();
    await pickFirstFreeDay(page);
    const secondTime = await pickSlot(page, 1);
    await page.getByRole('button', { name: 'Confirmar cambio' }).click();
    await outcome(page, 'Cambiamos tu cita de horario.');
    await page.getByRole('link', { name: 'Ver mis citas' }).click();
    await card.getByText(new RegExp(`${secondTime} · 20 min · Online`)).waitFor();
    // One change allowed for this type: the button is gone and the card says why.
    await card.getByText('Ya usaste los cambios de horario permitidos para esta cita.').waitFor();
    expect(await card.getByRole('link', { name: 'Cambiar horario' }).count()).toBe(0);

    await card.getByRole('button', { name: 'Cancelar cita' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cancelar esta cita?' });
    await dialog.getByLabel('Motivo (opcional)').fill('Me surgió un viaje');
    await dialog.getByRole('button', { name: 'Sí, cancelar la cita' }).click();
    await page.locator('[data-toast-type]', { hasText: 'Cancelamos tu cita.' }).waitFor();
    await page.getByText('No tienes citas próximas.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Pasadas y canceladas' }).click();
    const cancelled = page.getByRole('listitem', { name: 'Evaluación inicial' });
    await cancelled.getByText('Cancelada').waitFor();
    await cancelled.getByText('La cancelaste tú: «Me surgió un viaje»').waitFor();
    expect(errors).toEqual([]);
  });

  it('on a phone the month, the slots and the confirmation fit the screen', async () => {
    const { page } = await newPage(browser, { width: 390, height: 844 });
    await registerIn(page);
    await page.goto('/agenda');
    await pickFirstFreeDay(page);
    await pickSlot(page, 0);
    await page.getByRole('heading', { name: '3. Confirma tu cita' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'agenda-390');
  });

  it('an admin sees the bookings in Citas', async () => {
    const { page } = await newPage(browser);
    await signInAsAdmin(page);
    await page.goto('/admin/appointments');
    await page.getByRole('heading', { name: 'Citas', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Citas' }).getByText('Evaluación inicial').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'admin-citas');
  });
});
