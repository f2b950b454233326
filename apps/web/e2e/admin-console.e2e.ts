import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser, newPage, axeViolations, networkSettled, shot, SCREENSHOTS_DIR } from './browser';
import { ADMIN, clientOfCamila, registerIn, registerViaApi, signInAsAdmin } from './fixtures';

describe('admin console', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('finds a member by her unaccented name, changes her plan with a reason, and sees the audit entry', async () => {
    const { email } = await registerViaApi({ firstName: 'Ñusta', lastName: 'Ibáñez' });
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Gestión de Usuarios' }).first().click();
    await page.waitForURL('**/admin/users');
    await page.getByLabel('Buscar por nombre, email o usuario').fill('nusta ibanez');
    // The search is in the URL: a reload shows the same page.
    await page.waitForURL('**/admin/users?q=nusta+ibanez');
    await page.reload();
    const row = page.getByRole('link', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
    await row.waitFor();
    expect(await page.getByRole('table').getByRole('row').count()).toBe(2);
    await shot(page, 'admin-users-search');

    // Pages turn by keyset (issue 21): "Siguiente" puts page 2's cursor in the URL, "Anterior" goes back.
    await page.goto('/admin/users?per_page=2');
    const emailsShown = () => page.getByRole('table').getByRole('link').allTextContents();
    await page.getByText(/Página 1 de/).waitFor();
    const firstPage = await emailsShown();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.waitForURL(/page=2&cursor=[\w-]+/);
    // The previous rows stay on screen until the next page arrives.
    await expect.poll(emailsShown, { timeout: 10_000 }).not.toEqual(firstPage);
    const secondPage = await emailsShown();
    expect(secondPage.some((text) => firstPage.includes(text))).toBe(false);
    await page.reload();
    await expect.poll(emailsShown, { timeout: 10_000 }).toEqual(secondPage);
    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByText(/Página 1 de/).waitFor();
    expect(page.url()).not.toContain('cursor=');
    await expect.poll(emailsShown, { timeout: 10_000 }).toEqual(firstPage);
    await page.goto(`/admin/users?q=nusta+ibanez`);

    await row.click();
    await page.getByRole('heading', { name: 'Ñusta Ibáñez' }).waitFor();
    await page.getByRole('button', { name: 'Cambiar plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar el plan de Ñusta' });
    await dialog.getByLabel('Nuevo plan').selectOption('prime');
    await dialog.getByLabel('Meses').fill('2');
    await dialog.getByLabel('Motivo (queda en el registro)').fill('Ganó el sorteo del taller de noviembre');
    await dialog.getByRole('button', { name: 'Cambiar plan' }).click();
    await page.getByText('Plan Prime', { exact: false }).first().waitFor();
    const audit = page.getByRole('region', { name: 'Registro de actividad' });
    // The entry reads as a sentence with who did it (issues 22, 49 §7), not as keys, values and ids.
    await audit
      .getByText('Andrea Pizarro otorgó Prime por 2 meses: Ganó el sorteo del taller de noviembre')
      .waitFor();
    expect(await audit.textContent()).toContain('Ganó el sorteo del taller de noviembre');
    expect(await audit.textContent()).toContain(ADMIN.email);
    await shot(page, 'admin-member-page');

    // A note to her alone, from her page: the confirmation counts one recipient, the history shows it.
    await page.getByRole('link', { name: 'Enviar notificación' }).click();
    await page.waitForURL('**/admin/users/notifications?user_id=*');
    await page.getByLabel('Título').fill('Tu plan Prime está activo');
    await page.getByLabel('Mensaje').fill('Te regalamos dos meses: ¡disfrútalos!');
    await page.getByRole('button', { name: 'Revisar y enviar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar envío' });
    await confirm.getByText('llegará a 1 persona').waitFor();
    await confirm.getByRole('button', { name: 'Enviar ahora' }).click();
    const sent = page.getByRole('region', { name: 'Enviadas' });
    await sent.getByRole('cell', { name: 'Tu plan Prime está activo' }).waitFor();
    await sent.getByText('Una persona: Ñusta Ibáñez').waitFor();

    // The same entry in the activity log, filtered to this action.
    await page.goto('/admin/users/activity?action=membership.grant');
    await page.getByText('Ganó el sorteo del taller de noviembre').first().waitFor();
    await context.close();
  });

  it('an admin on the member pages gets no "Mejorar plan" button and no member nudges', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/home');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await networkSettled(page);
    expect(await page.getByRole('link', { name: 'Mejorar plan' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /mensaje del día/i }).count()).toBe(0);
    await context.close();
  });

  it('suspends a member after confirming; she cannot sign in until reactivated', async () => {
    const { email } = await registerViaApi({ firstName: 'Rocío', lastName: 'Suspendida' });
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: /Rocío Suspendida/ }).click();
    await page.getByRole('button', { name: 'Suspender' }).click();
    await page.getByRole('button', { name: 'Suspender cuenta' }).click();
    await page.getByText('Cuenta suspendida. Sus sesiones se cerraron.').waitFor();
    await page.getByRole('button', { name: 'Reactivar' }).waitFor();

    const member = await newPage(browser);
    await member.page.goto('/login');
    await member.page.getByLabel('Correo electrónico').fill(email);
    await member.page.getByLabel('Contraseña', { exact: true }).fill('Vitalia2026');
    await member.page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await member.page
      .getByText('Tu cuenta está suspendida. Escríbenos si crees que es un error.')
      .first()
      .waitFor();
    await member.context.close();
    await context.close();
  });

  it('the charts render with seeded data and their tables are reachable by keyboard', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/analytics');
    const signups = page.getByRole('figure', { name: 'Registros' });
    await signups.locator('svg.recharts-surface').first().waitFor();
    expect(await signups.locator('.recharts-line').count()).toBe(2);
    expect(
      await page.getByRole('figure', { name: 'Planes' }).locator('.recharts-bar-rectangle').count(),
    ).toBeGreaterThan(0);
    // Ingresos: the demo data has no paid order, but other files' checkouts may have run first on this server.
    // Either way, an empty state or a drawn chart, never an empty frame.
    const revenue = page.getByRole('figure', { name: 'Ingresos (CLP)' });
    await revenue
      .getByText('Aún no hay datos para este período.')
      .or(revenue.locator('svg.recharts-surface'))
      .first()
      .waitFor();

    // Keyboard only: Tab to the first "Ver como tabla", open it with Enter, read the numbers.
    await page.getByRole('button', { name: 'Últimos 12 meses' }).focus();
    let focused = '';
    for (let tab = 0; tab < 10 && focused !== 'Ver como tabla'; tab += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    }
    expect(focused).toBe('Ver como tabla');
    await page.keyboard.press('Enter');
    const table = signups.getByRole('table', { name: 'Registros' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(10);
    await shot(page, 'admin-analytics');

    await page.getByRole('button', { name: 'Últimos 12 meses' }).click();
    await page.waitForURL('**/admin/analytics?*granularity=month*');
    await page.getByText(/Del .* al .*/).waitFor();
    await context.close();
  });

  // One test per screen size: twenty axe scans in one test passed 60 s on a loaded machine.
  it.each([
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])(
    'every admin page has no axe violations at $width px',
    async (viewport) => {
      const { page, context } = await newPage(browser, viewport);
      await signInAsAdmin(page);
      for (const path of [
        '/admin',
        '/admin/users',
        '/admin/users/notifications',
        '/admin/users/activity',
        '/admin/analytics',
        '/admin/settings',
        '/admin/settings?seccion=mensajes',
        '/admin/settings?seccion=equipo',
        '/admin/feedback',
        '/admin/payments',
        '/admin/memberships',
      ]) {
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        await networkSettled(page);
        expect(await axeViolations(page), `${path} ${viewport.width}px`).toEqual([]);
      }
      // Searched: other files may have signed up enough members to push her off the first page.
      await page.goto('/admin/users?q=josefa');
      await page
        .getByRole('link', { name: /Josefa González/ })
        .first()
        .click();
      await page.getByRole('heading', { name: 'Josefa González' }).waitFor();
      await networkSettled(page);
      expect(await axeViolations(page), `member page ${viewport.width}px`).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('a setting saved by the admin shows at once to members (maintenance banner)', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/settings');
    const general = page.getByRole('form', { name: 'General' });
    await general.getByLabel('Aviso de mantención').fill('Mantención programada el sábado 22:00');
    await general.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Configuración guardada.').first().waitFor();
    // Each part of Configuración is its own tab.
    await page.getByRole('link', { name: 'Citas y valoraciones' }).click();
    const citas = page.getByRole('form', { name: 'Citas y valoraciones' });
    await citas.getByLabel('Día del mes para pedir valoración').fill('31');
    await citas.getByRole('button', { name: 'Guardar' }).click();
    await citas.getByText('Elige un día entre 1 y 28').waitFor();

    const member = await newPage(browser);
    await member.page.goto('/login');
    await member.page.getByLabel('Correo electrónico').fill('socia@vitalia.cl');
    await member.page.getByLabel('Contraseña', { exact: true }).fill('Vitalia2026!');
    await member.page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await member.page.waitForURL('**/home');
    await member.page.getByText('Mantención programada el sábado 22:00').waitFor();
    await member.context.close();

    await page.getByRole('link', { name: 'General', exact: true }).click();
    await general.getByLabel('Aviso de mantención').fill('');
    await general.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Configuración guardada.').first().waitFor();
    await context.close();
  });

  it('a feature flag switched off in Configuración hides the daily-message button from members', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/settings?seccion=funciones');
    const flags = page.getByRole('form', { name: 'Funciones opcionales' });
    const button = flags.getByLabel('Botón flotante del mensaje diario');
    const save = async () => {
      await flags.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText('Configuración guardada.').first().waitFor();
    };
    expect(await button.isChecked()).toBe(true);
    await button.uncheck();
    await save();
    if (SCREENSHOTS_DIR) await flags.screenshot({ path: `${SCREENSHOTS_DIR}/admin-settings-flags.png` });
    const member = await newPage(browser);
    try {
      await registerIn(member.page);
      const flagsRead = member.page.waitForResponse((response) =>
        response.url().endsWith('/api/experiments'),
      );
      await member.page.goto('/home');
      await flagsRead;
      await member.page.getByRole('link', { name: 'Mi Perfil' }).first().waitFor();
      // The button waits for the flags; give the page a moment after they arrived to draw it if it would.
      await member.page.waitForTimeout(500);
      expect(await member.page.getByRole('button', { name: 'Mensaje del día' }).count()).toBe(0);
    } finally {
      await button.check();
      await save();
      await context.close();
    }
    // Switched on again, the same member sees it after a reload: the check above could have failed.
    await member.page.reload();
    await member.page.getByRole('button', { name: 'Mensaje del día' }).waitFor();
    await member.context.close();
  });

  it("uploads a professional's photo and sets her video; visitors see both and open it by keyboard", async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/settings?seccion=equipo');
    const card = page.getByRole('listitem').filter({ has: page.getByText('Camila Rojas', { exact: true }) });
    // Any real photo will do: the app's own 512 px icon, which the server re-encodes to 336 px.
    const photo = await readFile(path.resolve(import.meta.dirname, '../public/icons/icon-512.png'));
    await card
      .getByLabel('Elegir foto de Camila Rojas')
      .setInputFiles({ name: 'camila.png', mimeType: 'image/png', buffer: photo });
    await page.getByText('Foto actualizada.').first().waitFor();
    await card.getByRole('button', { name: 'Quitar foto' }).waitFor();

    const video = card.getByRole('textbox', { name: 'Video de presentación' });
    await video.fill('https://www.youtube.com/playlist?list=PL123');
    await card.getByLabel('N° de registro (Superintendencia de Salud)').fill('48-29');
    await card.getByRole('button', { name: 'Guardar', exact: true }).click();
    await card
      .getByText('Pega el enlace de un video de YouTube o Vimeo (no una lista ni un canal).')
      .waitFor();
    await card
      .getByText('El número de registro de la Superintendencia de Salud tiene solo dígitos')
      .waitFor();
    await video.fill('https://youtu.be/dQw4w9WgXcQ');
    await card.getByLabel('N° de registro (Superintendencia de Salud)').fill('482915');
    await card.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Datos del profesional guardados.').first().waitFor();
    expect(await video.inputValue()).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'admin-team-media');

    const visitor = await newPage(browser);
    await registerIn(visitor.page);
    await visitor.page.goto('/home');
    const team = visitor.page.getByRole('listitem').filter({ hasText: 'Camila Rojas' });
    const img = team.getByRole('img', { name: 'Foto de Camila Rojas' });
    await img.waitFor();
    expect(await img.getAttribute('src')).toMatch(/^\/api\/trainers\/\d+\/photo\?v=/);
    // Visible before its image has arrived: the size is read once it has decoded (as the profile's avatar).
    await img.evaluate((element) => (element as HTMLImageElement).decode().catch(() => undefined));
    expect(await img.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(336);
    // Only Camila has a real video: the other cards offer none.
    expect(await visitor.page.getByRole('button', { name: 'Ver presentación' }).count()).toBe(1);
    await team.getByRole('button', { name: 'Ver presentación' }).focus();
    await visitor.page.keyboard.press('Enter');
    const dialog = visitor.page.getByRole('dialog', { name: /Conoce a Camila/ });
    await dialog.waitFor();
    expect(await dialog.locator('iframe').getAttribute('src')).toContain(
      'youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await visitor.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await visitor.context.close();

    // Back to the demo's state: the illustration and no video.
    await card.getByRole('button', { name: 'Quitar foto' }).click();
    await page.getByText('Se quitó la foto: el equipo muestra su ilustración.').first().waitFor();
    await video.fill('');
    const cleared = page.waitForResponse(
      (response) => response.url().includes('/api/admin/trainers/') && response.request().method() === 'PUT',
    );
    await card.getByRole('button', { name: 'Guardar', exact: true }).click();
    expect((await cleared).status()).toBe(200);
    await context.close();
  });

  it('reads a blocked clinical record only after stating the legal basis and reason (ADR 0073)', async () => {
    const { member, id, email, camila } = await clientOfCamila(browser, {
      firstName: 'Renata',
      lastName: 'Vidal',
    });
    /** A call from a signed-in page, with its CSRF token, as the app makes it. */
    const call = (page: typeof member.page, url: string, body: unknown) =>
      page.evaluate(
        async ([target, payload]) => {
          const csrf = /csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
          const response = await fetch(target as string, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
            body: JSON.stringify(payload),
          });
          return response.status;
        },
        [url, body] as const,
      );
    expect(
      await call(camila.page, `/api/trainer/clients/${id}/notes`, {
        content: {
          template: 'free',
          text: 'Consulta inicial: pide acompañamiento por ansiedad con la comida.',
        },
      }),
    ).toBe(201);
    expect(await call(member.page, '/api/users/delete-account', { password: 'Vitalia2026' })).toBe(200);

    const { page } = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Fichas bloqueadas' }).click();
    await page.getByRole('heading', { name: 'Fichas clínicas bloqueadas', level: 1 }).waitFor();
    await page.getByLabel('Nombre o correo de la persona').fill(email);
    const results = page.getByRole('list', { name: 'Fichas bloqueadas encontradas' });
    await results.getByText('Renata Vidal', { exact: true }).waitFor();
    await results.getByRole('button', { name: /Leer con motivo la ficha de Renata Vidal/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Leer la ficha de Renata Vidal' });
    await dialog.getByRole('button', { name: 'Registrar el motivo y leer' }).click();
    await dialog.getByText('Elige la base legal de la lectura.').waitFor();
    await dialog
      .getByLabel('Base legal')
      .selectOption({ label: 'Solicitud de la persona titular o su representante' });
    await dialog.getByLabel(/^Motivo/).fill('Solicitud escrita de Renata Vidal del 29-11-2026, folio 88.');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Registrar el motivo y leer' }).click();
    const record = page.getByRole('article', { name: /Ficha de Renata Vidal/ });
    await record.getByText('Consulta inicial: pide acompañamiento por ansiedad con la comida.').waitFor();
    await record.getByText('Lectura registrada en la bitácora.', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'admin-blocked-record-1280');
  });
});
