import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, shot } from './browser';
import { clientOfCamila } from './fixtures';

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

    // Her professional finds it in her chart, beside what she measures in consultation.
    await camila.page.goto(`/trainer/clientes/${id}`);
    const panel = camila.page.getByRole('region', { name: 'Medidas que registró en casa' }).first();
    await panel.getByRole('cell', { name: '68,5' }).waitFor();
    expect(await axeViolations(camila.page)).toEqual([]);
  });
});
