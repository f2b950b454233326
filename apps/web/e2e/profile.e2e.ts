import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { axeViolations, launchBrowser, newPage, shot } from './browser';
import { MEMBER_PASSWORD, registerIn, uniqueEmail } from './fixtures';

describe('profile in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('edits personal data, uploads a photo that appears in the header, and refuses a non-image', async () => {
    const { page, context } = await newPage(browser);
    await registerIn(page, { firstName: 'Tomás', lastName: 'Araya', email: uniqueEmail('perfil') });
    // The avatar in the header opens the profile (issue 11).
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Mi perfil: Tomás Araya' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Mi Perfil' }).waitFor();

    await page.getByLabel('Nombre', { exact: true }).fill('Tomás Ignacio');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Datos guardados').waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="header-display-name"]')?.textContent === 'Tomás Ignacio Araya',
    );

    const headerAvatar = page.locator('header img[data-avatar-size="sm"]');
    expect(await headerAvatar.getAttribute('src')).toMatch(/^data:image\/svg/);
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Elegir foto de perfil')
      .setInputFiles({ name: 'yo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('Foto actualizada').waitFor();
    await page.waitForFunction(() =>
      document
        .querySelector('header img[data-avatar-size="sm"]')
        ?.getAttribute('src')
        ?.startsWith('/api/users/avatar/'),
    );
    // The new address is set before its image has arrived (under load, a CI run read it half-loaded).
    await headerAvatar.evaluate((img) => (img as HTMLImageElement).decode().catch(() => undefined));
    const loaded = await headerAvatar.evaluate(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
    );
    expect(loaded).toBe(256);

    await page
      .getByLabel('Elegir foto de perfil')
      .setInputFiles({ name: 'notas.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('no es una imagen') });
    await page.getByText('La imagen debe ser JPEG, PNG o WebP.').waitFor();

    // Her data with its photos, as a zip the browser saves (issue 47, Privacy).
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar con fotos (.zip)' }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toMatch(/^vitalia-mis-datos-\d+\.zip$/);
    const saved = await zip.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(saved)).subarray(0, 2).toString('latin1')).toBe('PK');
    await context.close();
  });

  it('lists the member’s sessions and closes the one on another device', async () => {
    const laptop = await newPage(browser, { width: 1280, height: 900 });
    const email = uniqueEmail('sesiones');
    await registerIn(laptop.page, { email });
    const phone = await newPage(browser);
    await phone.page.goto('/login');
    await phone.page.getByLabel('Correo electrónico').fill(email);
    await phone.page.getByLabel('Contraseña', { exact: true }).fill(MEMBER_PASSWORD);
    await phone.page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await phone.page.waitForURL('**/home');

    await laptop.page.goto('/profile');
    const section = laptop.page.getByRole('region', { name: 'Sesiones activas' });
    await section.getByText('Este dispositivo').waitFor();
    await section.getByRole('button', { name: /^Cerrar sesión en / }).click();
    await laptop.page.getByText('Sesión cerrada en ese dispositivo.').first().waitFor();
    const phoneSession = await phone.page.evaluate(
      async () => (await (await fetch('/api/auth/me')).json()).auth,
    );
    expect(phoneSession).toBe(false);
    expect(await section.getByRole('button', { name: /^Cerrar sesión en / }).count()).toBe(0);
    await phone.context.close();
    await laptop.context.close();
  });

  it('deleting her account says what happens to her plan, bookings and receipts, then that it is gone (issue 49 §8)', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await registerIn(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await dialog.getByText('Si tienes un plan, se cancela hoy y no se renueva', { exact: false }).waitFor();
    await dialog.getByText('Tus citas agendadas se cancelan y le avisamos a tu profesional.').waitFor();
    await dialog.getByText('Tus comprobantes de pago se guardan', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'delete-account-390');
    await dialog.getByLabel('Contraseña', { exact: true }).fill(MEMBER_PASSWORD);
    await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Tu cuenta fue eliminada').waitFor();
    await context.close();
  });
});
