import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newPage, shot } from './browser';
import { registerIn, signInAsAdmin, signInAsProfessional } from './fixtures';

const TITLE = 'Sueño reparador en 7 días';

const toastSaying = (page: Page, text: string) =>
  page.locator('[data-toast-type]', { hasText: text }).first().waitFor({ timeout: 15_000 });

/** The lesson titles of a section in the admin's outline, in order. */
const lessonOrder = (page: Page, section: string) =>
  page
    .getByRole('list', { name: `Lecciones de ${section}` })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('span.flex-1')?.textContent ?? ''));

describe('courses (issue 19)', () => {
  let browser: Browser;
  let courseUrl = '';
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an admin creates a course, adds a section and readings, reorders them by keyboard and publishes', async () => {
    const { page, context, errors } = await newPage(browser);
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Gestión de Cursos' }).click();
    await page.waitForURL('**/admin/courses');
    await page.getByRole('button', { name: 'Nuevo curso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo curso' });
    await dialog.getByLabel('Título').fill(TITLE);
    await dialog.getByLabel('Descripción').fill('Hábitos simples para dormir mejor, una noche a la vez.');
    await dialog.getByLabel('Categoría').fill('Bienestar emocional');
    await dialog.getByRole('button', { name: 'Crear curso' }).click();
    await page.waitForURL(/\/admin\/courses\/\d+$/);
    courseUrl = new URL(page.url()).pathname.replace('/admin/courses/', '/cursos/');

    await page.getByLabel('Nueva sección').fill('Preparar la noche');
    await page.getByRole('button', { name: 'Agregar sección' }).click();
    await toastSaying(page, 'Sección guardada.');
    for (const title of ['La rutina de desconexión', 'Luz, pantallas y cafeína']) {
      await page.getByRole('button', { name: 'Agregar lección' }).click();
      const lesson = page.getByRole('dialog', { name: 'Nueva lección' });
      await lesson.getByLabel('Título de la lección').fill(title);
      await lesson.getByLabel('Texto de la lección').fill(`${title}: lo esencial para esta noche.`);
      await lesson.getByRole('button', { name: 'Guardar lección' }).click();
      await lesson.waitFor({ state: 'detached' });
    }
    expect(await lessonOrder(page, 'Preparar la noche')).toEqual([
      'La rutina de desconexión',
      'Luz, pantallas y cafeína',
    ]);

    // Keyboard only: focus the handle, lift with Space, move up, drop with Space.
    const saved = page.waitForResponse((response) => response.url().endsWith('/order') && response.ok());
    await page.getByRole('button', { name: 'Mover la lección Luz, pantallas y cafeína' }).focus();
    // A person's pace: dnd-kit measures the list on lift and moves on the next frame.
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await saved;
    expect(await lessonOrder(page, 'Preparar la noche')).toEqual([
      'Luz, pantallas y cafeína',
      'La rutina de desconexión',
    ]);
    await page.reload();
    await page.getByRole('list', { name: 'Lecciones de Preparar la noche' }).waitFor();
    expect(await lessonOrder(page, 'Preparar la noche')).toEqual([
      'Luz, pantallas y cafeína',
      'La rutina de desconexión',
    ]);

    await page.getByLabel('Estado').selectOption('published');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await toastSaying(page, 'Cambios guardados.');
    await shot(page, 'admin-course-editor');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the lesson editor names the video a lesson plays, from its first paint (issue 49 §10)', async () => {
    const { page, context, errors } = await newPage(browser);
    await signInAsAdmin(page);
    await page.goto('/admin/courses');
    await page.getByRole('link', { name: 'Editar Alimentación consciente en 21 días' }).click();
    await page.waitForURL(/\/admin\/courses\/\d+$/);
    await page
      .getByRole('button', { name: 'Editar la lección Video: El plato saludable, paso a paso' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar lección' });
    const select = dialog.getByLabel('Video', { exact: true });
    await select.waitFor();
    expect(await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text)).toBe(
      'El plato saludable, paso a paso',
    );
    await shot(page, 'lesson-dialog-video');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a member enrols, reads each lesson in order, finishes with a certificate anyone can verify', async () => {
    const { page, context, errors } = await newPage(browser, { width: 390, height: 844 });
    await registerIn(page);
    await page.goto('/cursos');
    await page.getByRole('searchbox', { name: 'Buscar cursos' }).fill('sueno reparador');
    await page.waitForURL(/q=sueno/);
    await page.getByRole('link', { name: `Ver ${TITLE}` }).click();
    await page.waitForURL(`**${courseUrl}`);
    await page.getByRole('button', { name: 'Inscribirme gratis' }).click();
    await toastSaying(page, '¡Te inscribiste en el curso!');
    await shot(page, 'course-page-390');
    expect(await axeViolations(page)).toEqual([]);

    // Nothing done yet: the first step reads "Empezar curso".
    await page.getByRole('link', { name: 'Empezar curso' }).click();
    await page.getByRole('heading', { name: 'Luz, pantallas y cafeína' }).waitFor();
    await page.getByRole('button', { name: 'Marcar como leída' }).click();
    await toastSaying(page, 'Lección completada.');
    await page.getByRole('link', { name: /Siguiente/ }).click();
    await page.getByRole('heading', { name: 'La rutina de desconexión' }).waitFor();
    await shot(page, 'lesson-390');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Marcar como leída' }).click();
    await toastSaying(page, '¡Completaste el curso! Tu certificado está listo.');

    await page.getByRole('link', { name: 'Volver al curso' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar certificado (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe('certificado-sueno-reparador-en-7-dias.pdf');
    const verification = await page.getByRole('link', { name: /^Verificación: / }).textContent();
    const code = verification?.replace('Verificación: ', '') ?? '';
    // Celebrated on her dashboard too, not only in a toast (issue 49 §6).
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: `¡Terminaste «${TITLE}»!` }).waitFor();
    await page.getByRole('link', { name: 'Ver verificación' }).waitFor();
    const again = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar certificado' }).click();
    expect((await again).suggestedFilename()).toBe('certificado-sueno-reparador-en-7-dias.pdf');
    await shot(page, 'dashboard-certificate-390');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    // Anyone, signed out, checks it.
    const visitor = await newPage(browser, { width: 1280 });
    await visitor.page.goto(`/certificados/${code}`);
    await visitor.page.getByText('Certificado válido').waitFor();
    await visitor.page.getByText(`completó el curso «${TITLE}»`).waitFor();
    await shot(visitor.page, 'certificate-check');
    expect(await axeViolations(visitor.page)).toEqual([]);
    await visitor.context.close();
  });

  it('a free member sees a premium course locked, with the upgrade call and its lessons closed', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1280 });
    await registerIn(page);
    await page.goto('/home');
    await page.getByRole('link', { name: 'Cursos', exact: true }).click();
    await page.waitForURL('**/cursos');
    await page.getByRole('link', { name: 'Conocer Fuerza en casa sin equipamiento' }).click();
    await page.getByText('Incluido en el plan Premium').waitFor();
    await page.getByRole('link', { name: 'Mejora tu plan' }).waitFor();
    // Its outline is shown, but no lesson opens: a reading and a video of the section are text, not links.
    await page.getByText('Video: Sentadilla, zancada y puente con buena técnica').waitFor();
    expect(await page.getByRole('link', { name: /Tren inferior|Video: Sentadilla/ }).count()).toBe(0);
    await shot(page, 'course-locked-1280');
    expect(await axeViolations(page)).toEqual([]);

    // One search across the catalogue: a typo and no accents still find each kind.
    await page.goto('/cursos');
    await page.getByRole('link', { name: 'Buscar en todo' }).click();
    await page.getByRole('searchbox', { name: 'Buscar en cursos, videos y e-books' }).fill('legunbres');
    await page.getByRole('link', { name: /Recetario de legumbres chilenas/ }).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar en cursos, videos y e-books' }).fill('respiracion');
    await page.getByRole('link', { name: /Respiración 4-7-8 para dormir mejor/ }).waitFor();
    await shot(page, 'search-1280');
    // Nothing anywhere: one answer with words to try, not three empty cards (issue 49 §12).
    await page.getByRole('searchbox', { name: 'Buscar en cursos, videos y e-books' }).fill('xqzw');
    await page.getByRole('heading', { name: 'No encontramos «xqzw» en cursos, videos ni e-books' }).waitFor();
    expect(await page.getByRole('heading', { name: /^Cursos/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole('list', { name: 'Búsquedas sugeridas' })
      .getByRole('link', { name: 'legumbres' })
      .click();
    await page.getByRole('link', { name: /Recetario de legumbres chilenas/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a professional creates a course of her own from her menu; a member cannot open that screen', async () => {
    const { page, context, errors } = await newPage(browser);
    await signInAsProfessional(page);
    await page.getByRole('link', { name: 'Contenido', exact: true }).first().click();
    await page.waitForURL('**/trainer/cursos');
    // The demo courses taught by Camila are hers to edit; others' are not listed.
    await page.getByRole('row', { name: /Alimentación consciente en 21 días/ }).waitFor();
    expect(await page.getByRole('row', { name: /Fuerza en casa/ }).count()).toBe(0);
    // On a phone the table scrolls sideways, but a row's edit action stays on screen (issue 49 §10).
    await page.setViewportSize({ width: 390, height: 844 });
    const edit = await page
      .getByRole('link', { name: 'Editar Alimentación consciente en 21 días' })
      .boundingBox();
    expect(edit && edit.x + edit.width).toBeLessThanOrEqual(390);
    await shot(page, 'trainer-courses-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Nuevo curso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo curso' });
    expect(await dialog.getByLabel('Profesional').count()).toBe(0);
    await dialog.getByLabel('Título').fill('Colaciones para el colegio');
    await dialog.getByLabel('Descripción').fill('Ideas para la lonchera de tus hijos.');
    await dialog.getByLabel('Categoría').fill('Nutrición');
    await dialog.getByRole('button', { name: 'Crear curso' }).click();
    await page.waitForURL(/\/trainer\/cursos\/\d+$/);
    await page.getByRole('heading', { name: 'Colaciones para el colegio', level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    const member = await newPage(browser);
    await registerIn(member.page);
    await member.page.goto('/trainer/cursos');
    await member.page.waitForURL('**/home');
    await member.context.close();
  });
});
