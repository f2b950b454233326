import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newPage, shot } from './browser';
import {
  checkMailsOnPhone,
  outboxLinkMatching,
  registerIn,
  signInAsAdmin,
  signInAsProfessional,
} from './fixtures';

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
  const slots = page.getByRole('list', { name: 'Horarios libres' }).getByRole('button');
  await slots.first().waitFor();
  // Late in the day the first free day may have fewer times left than the index asks: take the last one.
  const slot = slots.nth(Math.min(index, (await slots.count()) - 1));
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
    // The time is held for her while she reads and confirms.
    await page.getByText(/^Te guardamos este horario hasta las \d{2}:\d{2}\.$/).waitFor();
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

  it('the links of her e-mails move and cancel the appointment without signing in', async () => {
    const { page } = await newPage(browser);
    const { email } = await registerIn(page);
    // Booked through the API, as the screen does it: the free type, the first slot of the coming days.
    await page.evaluate(async () => {
      const csrf = /csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const options = (await (await fetch('/api/appointments/options')).json()) as {
        types: { id: number; required_plan: string }[];
      };
      const type = options.types.find((candidate) => candidate.required_plan === 'free');
      for (let days = 2; days < 30; days += 1) {
        const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
        const { slots } = (await (
          await fetch(`/api/appointments/available-slots?date=${date}&type_id=${type?.id}`)
        ).json()) as { slots: { starts_at: string; trainer_id: number }[] };
        const slot = slots[0];
        if (!slot) continue;
        const booked = await fetch('/api/appointments', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
          body: JSON.stringify({
            trainer_id: slot.trainer_id,
            type_id: type?.id,
            starts_at: slot.starts_at,
            idempotency_key: crypto.randomUUID(),
          }),
        });
        if (booked.status !== 201) throw new Error(`booking failed: ${booked.status}`);
        return;
      }
      throw new Error('no free slot in the coming weeks');
    });
    const moveLink = await outboxLinkMatching(email, /^Reprogramar: (https?:\/\/\S+)$/m);
    const link = await outboxLinkMatching(email, /^Cancelar: (https?:\/\/\S+)$/m);

    // Another browser, nobody signed in: the move link alone opens it and moves it to another free time.
    const { page: stranger } = await newPage(browser);
    await stranger.goto(moveLink);
    await stranger.getByRole('heading', { name: 'Tu cita', level: 1 }).waitFor();
    await stranger.getByText(/^Elige otro día y hora con la misma profesional/).waitFor();
    // The same month of days as /agenda (no native date field): a free day, then another time than hers.
    expect(await stranger.locator('input[type="date"]').count()).toBe(0);
    await pickFirstFreeDay(stranger);
    await pickSlot(stranger, 1);
    await shot(stranger, 'reschedule-by-link');
    expect(await axeViolations(stranger)).toEqual([]);
    await stranger.getByRole('button', { name: 'Cambiar a esta hora' }).click();
    const moved = stranger.getByRole('status').filter({ hasText: 'Listo: tu cita quedó para el' });
    await moved.or(stranger.getByRole('alert')).first().waitFor();
    if (!(await moved.count()))
      throw new Error(`Rechazado: ${await stranger.getByRole('alert').first().innerText()}`);
    // That e-mail's cancel link named the old time: it is spent; the new e-mail's works.
    await stranger.goto(link);
    await stranger.getByText('Este enlace no es válido o ya venció', { exact: false }).waitFor();
    const freshLink = await outboxLinkMatching(email, /pasó del[\s\S]*?^Cancelar: (https?:\/\/\S+)$/m);

    await stranger.goto(freshLink);
    await stranger.getByRole('heading', { name: 'Tu cita', level: 1 }).waitFor();
    await stranger.getByText('Evaluación inicial con', { exact: false }).waitFor();
    expect(await axeViolations(stranger)).toEqual([]);
    await shot(stranger, 'cancel-by-link');
    await stranger.getByLabel('Motivo (opcional)').fill('Se me cruzó el trabajo');
    await stranger.getByRole('button', { name: 'Cancelar mi cita' }).click();
    await stranger.getByText('Esta cita está cancelada.', { exact: false }).waitFor();
    // Spent: opened again it says so, with nothing left to press.
    await stranger.reload();
    await stranger.getByText('Esta cita está cancelada.', { exact: false }).waitFor();
    expect(await stranger.getByRole('button', { name: 'Cancelar mi cita' }).count()).toBe(0);

    // Every e-mail of that journey read on a phone: buttons, not addresses; nothing off the screen.
    const subjects = await checkMailsOnPhone(browser, email, 'mail-appointment-390');
    expect(subjects.some((subject) => subject.startsWith('Tu cita quedó agendada'))).toBe(true);
    expect(subjects.some((subject) => subject.startsWith('Cambiamos tu cita'))).toBe(true);
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

    // What can be booked: an overlong notice is refused under its field, in Spanish.
    await page.getByRole('link', { name: 'Tipos de consulta' }).click();
    await page.getByRole('button', { name: 'Editar Control presencial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar tipo de consulta' });
    await dialog.getByLabel('Cancelar hasta (horas antes)').fill('500');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await dialog.getByText('Escribe un número entre 0 y 168.').waitFor();
    await dialog.getByLabel('Cancelar hasta (horas antes)').fill('48');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.locator('[data-toast-type]', { hasText: 'Cambios guardados.' }).waitFor();
    await page.getByText('Cancelar hasta 48 h antes', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // What each plan includes: a number out of range is refused under its field; a valid one is saved.
    const allowances = page.getByRole('region', { name: 'Consultas incluidas en cada plan (por mes)' });
    await allowances.getByLabel('Premium').fill('40');
    await allowances.getByRole('button', { name: 'Guardar' }).click();
    await allowances.getByText('Escribe un número entre 0 y 31.').waitFor();
    await allowances.getByLabel('Premium').fill('1');
    await allowances.getByRole('button', { name: 'Guardar' }).click();
    await page
      .locator('[data-toast-type]', { hasText: 'Consultas incluidas en cada plan guardadas.' })
      .waitFor();

    // When the team attends: Saturday morning added to Valentina's week.
    await page.getByRole('link', { name: 'Horarios del equipo' }).click();
    await page.getByLabel('Profesional').selectOption({ label: 'Valentina Soto' });
    await page.getByRole('button', { name: 'Agregar bloque el Sábado' }).click();
    await page.getByRole('button', { name: 'Guardar horario semanal' }).click();
    await page.locator('[data-toast-type]', { hasText: 'Horario semanal guardado.' }).waitFor();
    await page.getByRole('button', { name: 'Quitar el bloque de Sábado 09:00–13:00' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'admin-horarios');
  });

  it('a professional sees in her agenda the consultation a member booked with her; a member is sent home', async () => {
    const { page: memberPage } = await newPage(browser);
    const member = await registerIn(memberPage);
    const booked = await memberPage.evaluate(async () => {
      const options = await (await fetch('/api/appointments/options')).json();
      const camila = options.trainers.find((trainer: { name: string }) => trainer.name === 'Camila Rojas');
      const free = options.types.find((type: { locked: boolean }) => !type.locked);
      for (let days = 1; days < 20; days += 1) {
        const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
        const answer = await (
          await fetch(
            `/api/appointments/available-slots?date=${date}&trainer_id=${camila.id}&type_id=${free.id}`,
          )
        ).json();
        const slot = answer.slots[0];
        if (!slot) continue;
        const csrf = /csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
        const response = await fetch('/api/appointments', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
          body: JSON.stringify({
            ...slot,
            notes: 'Quiero mejorar mis desayunos',
            idempotency_key: crypto.randomUUID(),
          }),
        });
        return response.status;
      }
      return 0;
    });
    expect(booked).toBe(201);
    await memberPage.goto('/trainer/classes');
    await memberPage.waitForURL('**/home');
    expect(member.id).toBeGreaterThan(0);

    const { page } = await newPage(browser);
    await signInAsProfessional(page);
    await page.getByRole('link', { name: 'Agenda', exact: true }).first().click();
    await page.waitForURL('**/trainer/classes');
    await page.getByRole('heading', { name: 'Mi agenda profesional', level: 1 }).waitFor();
    await page.getByText('Mensaje: «Quiero mejorar mis desayunos»').waitFor();
    await page.getByRole('heading', { name: 'Tu calendario personal' }).waitFor();
    // Everything loaded first: a button that turns enabled while axe reads it is caught mid-fade.
    await page.getByRole('link', { name: 'Abrir en Apple Calendar' }).waitFor();
    await page.getByRole('button', { name: 'Guardar horario semanal' }).waitFor();
    await page.getByRole('button', { name: 'Ver cuestionario' }).first().waitFor();
    // The daily-message button floats over the page, which keeps room below its end for it: scrolled to
    // the end, nothing is under it (at the top it sits over the calendar card, as over any page).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'trainer-agenda');
    // Her client's intake, opened on purpose (this member has not answered it yet).
    const booking = page.getByRole('listitem').filter({ hasText: 'Quiero mejorar mis desayunos' });
    await booking.getByRole('button', { name: 'Ver cuestionario' }).click();
    await booking.getByText('Todavía no responde el cuestionario.').waitFor();
    // Her own hours, with the team's editor: Saturday morning added to her week.
    const hours = page.getByRole('region', { name: 'Tus horarios' });
    await hours.getByRole('button', { name: 'Agregar bloque el Sábado' }).click();
    await hours.getByRole('button', { name: 'Guardar horario semanal' }).click();
    await page.locator('[data-toast-type]', { hasText: 'Horario semanal guardado.' }).waitFor();
    await hours.getByRole('button', { name: 'Quitar el bloque de Sábado 09:00–13:00' }).waitFor();
  });
});
