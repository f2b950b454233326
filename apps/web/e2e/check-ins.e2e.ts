import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, shot } from './browser';
import { clientOfCamila } from './fixtures';

describe('weekly check-ins (issue 46)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('Camila gives a check-in from the chart; the member answers it on her phone; Camila sees it and comments', async () => {
    const { member, id, camila } = await clientOfCamila(browser, {
      firstName: 'Valentina',
      lastName: 'Araya',
    });
    await camila.page.goto(`/trainer/clientes/${id}`);
    const panel = camila.page.getByRole('region', { name: 'Check-ins' });
    await panel.getByText('No tiene check-ins asignados.').waitFor();
    await panel.getByLabel('Formulario').selectOption({ label: 'Check-in semanal (plantilla, 5 preguntas)' });
    await panel.getByLabel('Cada cuánto').selectOption({ label: '7 días después de cada respuesta' });
    await panel.getByRole('button', { name: 'Asignar' }).click();
    await panel.getByText(/7 días después de cada respuesta · próximo/).waitFor();
    expect(await axeViolations(camila.page)).toEqual([]);

    // Her home says there is one; one tap opens it.
    await member.page.goto('/home');
    const due = member.page.getByRole('region', { name: 'Tienes un check-in por responder' });
    await due.getByRole('link', { name: 'Responder' }).click();
    await member.page.getByRole('heading', { name: 'Check-in semanal', level: 1 }).waitFor();
    await member.page.getByRole('button', { name: 'Enviar check-in' }).click();
    await member.page.getByText('Responde esta pregunta.').first().waitFor();
    const question = (label: string | RegExp) => member.page.getByRole('group', { name: label });
    await question('¿Cómo estuvo tu energía esta semana?').getByText('7', { exact: true }).click();
    await question('¿Cómo dormiste?').getByText('6', { exact: true }).click();
    await question('¿Cuánta hambre sentiste entre comidas?').getByText('4', { exact: true }).click();
    await question('¿Cuánto pudiste seguir tu plan?').getByText('8', { exact: true }).click();
    await question(/Tu peso de esta semana/)
      .getByRole('textbox')
      .fill('68,5');
    expect(await axeViolations(member.page)).toEqual([]);
    await shot(member.page, 'check-in-390');
    await member.page.getByRole('button', { name: 'Enviar check-in' }).click();
    await member.page.getByText('¡Gracias! Tu check-in quedó enviado a tu profesional.').waitFor();
    await member.page.getByText('68,5 kg').waitFor();

    // Camila: the answers in the chart, and her comment reaches the member.
    await camila.page.reload();
    const answered = camila.page.getByRole('article', { name: /Check-in semanal del/ });
    await answered.getByText('7/10').waitFor();
    await answered.getByLabel('Comentar').fill('¡Muy bien la adherencia! Sigamos así.');
    await answered.getByRole('button', { name: 'Enviar comentario' }).click();
    await answered.getByText('¡Muy bien la adherencia! Sigamos así.').waitFor();
    expect(await axeViolations(camila.page)).toEqual([]);
    await shot(camila.page, 'check-in-ficha-1280');

    await member.page.reload();
    await member.page.getByRole('heading', { name: 'Comentario de Camila Rojas' }).waitFor();
    await member.page.getByText('¡Muy bien la adherencia! Sigamos así.').waitFor();
    // The card reached their thread.
    await member.page.goto('/mensajes');
    await member.page.getByRole('button', { name: /Camila Rojas/ }).click();
    await member.page
      .getByRole('region', { name: 'Conversación con Camila Rojas' })
      .getByText(/¿Cómo dormiste\? 6\/10/)
      .waitFor();
    expect([...member.errors, ...camila.errors]).toEqual([]);
  });
});
