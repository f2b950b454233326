import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, newPage, shot } from './browser';
import { assignToCamila, registerIn, signInAsAdmin, signInAsProfessional, waitForApp } from './fixtures';

describe('the professional’s practice (issue 45)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([1280, 390])(
    'lands on "Hoy" with her practice menu and no member nudges, at %i px',
    async (width) => {
      const { page, errors } = await newPage(browser, { width, height: width === 390 ? 844 : 800 });
      await signInAsProfessional(page);
      await page.getByRole('heading', { name: 'Hola, Camila', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Necesitan tu atención' }).waitFor();
      // Staff are not customers: no "Mejorar plan", no daily message button.
      expect(await page.getByRole('link', { name: 'Mejorar plan' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /mensaje del día|Nuevo mensaje/i }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `trainer-hoy-${width}`);
      // /home and /dashboard are the members'; she is taken to her own day.
      await page.goto('/dashboard');
      await page.waitForURL('**/trainer/hoy');

      await page.goto('/trainer/clientes');
      await page.getByRole('heading', { name: 'Mis clientes', level: 1 }).waitFor();
      await page.getByRole('searchbox', { name: 'Buscar' }).fill('gonzalez');
      await page.waitForURL(/q=gonzalez/);
      const list = page.getByRole('list', { name: 'Tus clientes' });
      await list.getByRole('link', { name: 'Josefa González' }).waitFor();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
      await page.getByRole('searchbox', { name: 'Buscar' }).fill('');
      await page.getByLabel('Estado').selectOption({ label: 'Necesita atención' });
      await page.waitForURL(/status=attention/);
      await list.getByText('Necesita atención').first().waitFor();
      await expect.poll(() => list.getByText('Al día').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `trainer-clientes-${width}`);
      expect(errors).toEqual([]);
    },
  );

  it('writes a SOAP note, edits it keeping the version, records a measure, and shares a summary she reads', async () => {
    const member = await newPage(browser, { width: 390, height: 844 });
    const { id, email } = await registerIn(member.page, { firstName: 'Rocío', lastName: 'Ñancupil' });
    const admin = await newPage(browser);
    await signInAsAdmin(admin.page);
    await assignToCamila(admin.page, id);

    const { page, errors } = await newPage(browser);
    await signInAsProfessional(page);
    await page.goto('/trainer/clientes?q=nancupil');
    await page.getByRole('link', { name: 'Rocío Ñancupil' }).click();
    await page.getByRole('heading', { name: 'Rocío Ñancupil', level: 1 }).waitFor();
    await page.getByText('Aún no hay notas de sesión.').waitFor();

    // An empty note is refused in Spanish and nothing is saved.
    await page.getByRole('button', { name: 'Nueva nota' }).click();
    await page.getByRole('button', { name: 'Guardar nota' }).click();
    await page.getByText('Escribe algo en la nota antes de guardarla.').waitFor();
    await page.getByLabel('Subjetivo').fill('Duerme poco y come a deshoras.');
    await page.getByLabel('Plan', { exact: true }).fill('Colación a media tarde.');
    await page.getByRole('button', { name: 'Guardar nota' }).click();
    await page.getByText('Nota guardada.').waitFor();
    const notes = page.getByRole('list', { name: 'Notas de sesión' });
    await notes.getByText('Colación a media tarde.').waitFor();

    await notes.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Plan', { exact: true }).fill('Colación a media tarde y caminar 20 minutos.');
    await page.getByRole('button', { name: 'Guardar nota' }).click();
    await notes.getByText(/versión 2/).waitFor();
    await notes.getByText('Versiones anteriores (1)').click();
    await notes.getByText('Colación a media tarde.', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Registrar medidas' }).click();
    await page.getByRole('textbox', { name: 'Peso (kg)' }).fill('64,5');
    await page.getByRole('textbox', { name: 'Estatura (cm)' }).fill('160');
    await page.getByRole('button', { name: 'Guardar medidas' }).click();
    await page.getByText('Medidas guardadas.').waitFor();
    await page.getByText(/Último IMC: 25,2/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'trainer-ficha');

    await notes.getByRole('button', { name: 'Compartir resumen con la socia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compartir resumen con la socia' });
    await dialog.getByLabel('Resumen para tu cliente').fill('Te propongo una colación a media tarde.');
    await dialog.getByRole('button', { name: 'Enviar resumen' }).click();
    await notes.getByText(/Resumen compartido el/).waitFor();
    expect(errors).toEqual([]);

    await member.page.goto('/citas');
    await member.page.getByRole('heading', { name: 'Resúmenes de tus consultas' }).waitFor();
    await member.page.getByText('Te propongo una colación a media tarde.').waitFor();
    // The note itself never reaches her.
    expect(await member.page.getByText('Duerme poco y come a deshoras.').count()).toBe(0);
    expect(await axeViolations(member.page)).toEqual([]);
    expect(email).toContain('@');
  });

  it('another professional’s client is not found, whatever the id', async () => {
    const { page } = await newPage(browser);
    await signInAsProfessional(page);
    await page.goto('/trainer/clientes/2147483647');
    await page.getByText('No encontramos a esa persona entre tus clientes.').waitFor();
    expect(await page.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
  });

  it.each([390, 1280])(
    'the member and Camila both get "Entrar" into the same private room of a consultation about to begin, at %i px',
    async (width) => {
      // The demo books Josefa's online consultation ten minutes after it starts (db/seed/practice.ts).
      const viewport = { width, height: width === 390 ? 844 : 800 };
      const member = await newPage(browser, viewport);
      await member.page.goto('/login');
      await waitForApp(member.page);
      await member.page.getByLabel('Correo electrónico').fill('socia@vitalia.cl');
      await member.page.getByLabel('Contraseña', { exact: true }).fill('Vitalia2026!');
      await member.page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await member.page.waitForURL('**/home');
      await member.page.goto('/citas');
      const memberEnter = member.page.getByRole('link', { name: 'Entrar a la consulta con Camila Rojas' });
      await memberEnter.waitFor();
      const memberRoom = await memberEnter.getAttribute('href');
      expect(memberRoom).toMatch(/\/vitalia-[0-9a-f]{32,}$/);
      expect(await memberEnter.getAttribute('target')).toBe('_blank');
      expect(await axeViolations(member.page)).toEqual([]);
      await shot(member.page, `member-entrar-${width}`);

      const professional = await newPage(browser, viewport);
      await signInAsProfessional(professional.page);
      const today = professional.page.getByRole('region', { name: 'Hoy', exact: true });
      const camilaEnter = today.getByRole('link', { name: 'Entrar a la consulta con Josefa González' });
      await camilaEnter.waitFor();
      expect(await camilaEnter.getAttribute('href')).toBe(memberRoom);
      expect(await axeViolations(professional.page)).toEqual([]);
      expect([...member.errors, ...professional.errors]).toEqual([]);
    },
  );
});
