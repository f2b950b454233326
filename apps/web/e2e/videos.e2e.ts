import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newPage, shot } from './browser';
import { registerIn, signInAsAdmin, signInAsProfessional } from './fixtures';

const run = promisify(execFile);
const TITLE = 'Estiramientos para después de correr';

const toastSaying = (page: Page, text: string) =>
  page.locator('[data-toast-type]', { hasText: text }).waitFor({ timeout: 30_000 });

/** Where the player is, in seconds. */
const currentTime = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

describe('videos (issue 19)', () => {
  let browser: Browser;
  let clip: Buffer;
  beforeAll(async () => {
    browser = await launchBrowser();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-e2e-clip-'));
    const file = path.join(folder, 'estiramientos.mp4');
    // 20 s at 960×540 with a tone: two renditions (360p, 540p) and room to stop half-way.
    await run('ffmpeg', [
      '-hide_banner',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=960x540:rate=25:duration=20',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=20',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      file,
    ]);
    clip = fs.readFileSync(file);
    fs.rmSync(folder, { recursive: true, force: true });
  }, 60_000);
  afterAll(() => browser?.close());

  it('an admin creates a video, uploads it with progress, sees it processed into qualities and publishes it', async () => {
    const { page, context, errors } = await newPage(browser);
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Gestión de Videos' }).click();
    await page.waitForURL('**/admin/videos');
    await page.getByRole('button', { name: 'Nuevo video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo video' });
    await dialog.getByLabel('Título').fill(TITLE);
    await dialog.getByLabel('Descripción').fill('Diez minutos para piernas y espalda al terminar tu trote.');
    await dialog.getByLabel('Categoría').fill('Actividad física');
    // An embed can only be free: a premium one is refused in Spanish, before anything is sent.
    await dialog.getByLabel('Plan que lo incluye').selectOption('premium');
    await dialog.getByLabel('Dirección de YouTube o Vimeo (opcional)').fill('https://youtu.be/dQw4w9WgXcQ');
    await dialog.getByRole('button', { name: 'Crear video' }).click();
    await dialog.getByText('Los videos de YouTube o Vimeo solo pueden ser gratuitos').waitFor();
    await dialog.getByLabel('Dirección de YouTube o Vimeo (opcional)').fill('');
    await dialog.getByLabel('Plan que lo incluye').selectOption('free');
    await dialog.getByRole('button', { name: 'Crear video' }).click();
    await toastSaying(page, 'Video creado.');

    const editor = page.getByRole('dialog', { name: 'Editar video' });
    await editor.getByText('Aún no tiene archivo').waitFor();
    const chooser = editor.getByLabel(`Elegir el video de ${TITLE}`);
    await chooser.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await editor.getByText('El archivo no es un video MP4, WebM o MOV.').waitFor();
    await chooser.setInputFiles({ name: 'estiramientos.mp4', mimeType: 'video/mp4', buffer: clip });
    await toastSaying(page, 'Video subido. Lo estamos procesando.');
    // The ladder is made by a background job; the editor follows it until it is ready.
    await editor.getByText(/^Listo · 360p, 540p/).waitFor({ timeout: 60_000 });
    await shot(page, 'admin-video-editor');

    // Spanish captions, WebVTT only.
    await editor.getByLabel(`Elegir los subtítulos de ${TITLE}`).setInputFiles({
      name: 'es.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 00:05.000\nEstira sin rebotar.\n'),
    });
    await toastSaying(page, 'Subtítulos guardados.');
    // A typo is fixed in place, without making a new file (issue 49 §9); a broken text is refused in Spanish.
    await editor.getByRole('button', { name: 'Editar texto' }).click();
    const text = editor.getByLabel('Texto de los subtítulos (WebVTT)');
    await expect.poll(() => text.inputValue()).toContain('Estira sin rebotar.');
    await text.fill('Estira sin rebotar.');
    await editor.getByRole('button', { name: 'Guardar subtítulos' }).click();
    await toastSaying(page, 'Los subtítulos deben ser un archivo WebVTT (.vtt) que empiece con «WEBVTT».');
    await text.fill('WEBVTT\n\n00:00.000 --> 00:05.000\nEstira suave, sin rebotar.\n');
    await editor.getByRole('button', { name: 'Guardar subtítulos' }).click();
    // Saved: the box closes (it stays open, with her text, when the server refuses it).
    await text.waitFor({ state: 'detached' });
    await editor.getByRole('button', { name: 'Editar texto' }).click();
    await expect.poll(() => text.inputValue()).toContain('Estira suave, sin rebotar.');
    await shot(page, 'admin-captions-editor');
    expect(await axeViolations(page)).toEqual([]);
    await editor.getByRole('button', { name: 'Editar texto' }).click();

    await editor.getByLabel('Estado').selectOption('published');
    await editor.getByRole('button', { name: 'Guardar cambios' }).click();
    await toastSaying(page, 'Cambios guardados.');
    await editor.getByRole('button', { name: 'Cerrar' }).first().click();
    const row = page.getByRole('row', { name: new RegExp(TITLE) });
    await row.getByText('Publicado').waitFor();
    await row.getByText('Listo').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a member finds it without accents, plays it, and after a reload it starts where she stopped', async () => {
    const { page, context, errors } = await newPage(browser, { width: 390, height: 844 });
    await registerIn(page);
    await page.goto('/videos');
    await page.getByRole('searchbox', { name: 'Buscar videos' }).fill('despues de correr');
    await page.waitForURL(/q=despues/);
    const card = page.getByRole('listitem', { name: TITLE });
    await card.waitFor();
    await shot(page, 'videos-375');
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('link', { name: `Ver ${TITLE}` }).click();
    const video = page.locator('video');
    await video.waitFor();
    await page.getByLabel('Velocidad').selectOption('2');
    // Chromium plays the HLS ladder through hls.js; muted, as autoplay rules allow.
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(8);
    expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(2);
    expect(await video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode)).toBe('showing');
    // Captions have a button of their own (Chromium hides its CC control in a menu): off, then on again.
    const captions = page.getByRole('button', { name: 'Subtítulos' });
    await captions.click();
    expect(await captions.getAttribute('aria-pressed')).toBe('false');
    expect(await video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode)).toBe('hidden');
    await captions.click();
    expect(await video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode)).toBe('showing');
    const saved = page.waitForResponse((response) => response.url().includes('/progress') && response.ok());
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    await saved;
    const stoppedAt = await currentTime(page);
    await shot(page, 'video-player-375');
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await page.locator('video').waitFor();
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(stoppedAt - 2);

    // Her dashboard follows what she watched: "Continuar viendo" offers this video, where she left it (§6).
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'Continuar viendo' });
    const resume = panel.getByRole('link', {
      name: new RegExp(`${TITLE}.*% visto · te quedaste en \\d+:\\d{2}`),
    });
    await resume.waitFor();
    expect(await panel.getByText('Aún no empiezas').count()).toBe(0);
    await shot(page, 'dashboard-continue-watching-390');
    await resume.click();
    await page.waitForURL(/\/video\/\d+$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a free member sees premium videos locked with the upgrade call, and gets no player by address', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1280 });
    await registerIn(page);
    await page.goto('/videos/premium');
    const locked = page.getByRole('listitem', { name: 'HIIT para principiantes' });
    await locked.waitFor();
    await locked.getByRole('link', { name: 'Mejora tu plan para ver HIIT para principiantes' }).waitFor();
    await shot(page, 'videos-premium-1280');
    const id = await page.evaluate(async () => {
      const answer = await fetch('/api/premiumvideos');
      const body = (await answer.json()) as { videos: { id: number; title: string }[] };
      return body.videos.find((video) => video.title === 'HIIT para principiantes')?.id;
    });
    await page.goto(`/video/${id}`);
    await page.getByText('Este video es parte del plan Premium.').waitFor();
    expect(await page.locator('video').count()).toBe(0);
    const playback = await page.evaluate(async (videoId) => {
      const token = document.cookie.match(/vitalia_csrf=([^;]+)/)?.[1] ?? '';
      const answer = await fetch(`/api/videos/${videoId}/playback`, {
        method: 'POST',
        headers: { 'x-csrf-token': token },
      });
      return answer.status;
    }, id);
    expect(playback).toBe(403);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a professional uploads a video of her own from her menu and publishes it; a member cannot open that screen', async () => {
    const { page, context, errors } = await newPage(browser);
    await signInAsProfessional(page);
    await page.getByRole('link', { name: 'Mis videos', exact: true }).first().click();
    await page.waitForURL('**/trainer/videos');
    await page.getByRole('heading', { name: 'Mis videos como profesional' }).waitFor();
    // The team's videos are not hers: she starts with none.
    await page.getByText(/Aún no hay videos/).waitFor();
    expect(await page.getByRole('row', { name: new RegExp(TITLE) }).count()).toBe(0);

    const own = 'Movilidad de cadera en la oficina';
    await page.getByRole('button', { name: 'Nuevo video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo video' });
    await dialog.getByLabel('Título').fill(own);
    await dialog.getByLabel('Descripción').fill('Diez minutos de movilidad para después de estar sentada.');
    await dialog.getByLabel('Categoría').fill('Actividad física');
    await dialog.getByRole('button', { name: 'Crear video' }).click();
    await toastSaying(page, 'Video creado.');
    const editor = page.getByRole('dialog', { name: 'Editar video' });
    await editor.getByLabel(`Elegir el video de ${own}`).setInputFiles({
      name: 'movilidad.mp4',
      mimeType: 'video/mp4',
      buffer: clip,
    });
    await toastSaying(page, 'Video subido. Lo estamos procesando.');
    await editor.getByText(/^Listo · 360p, 540p/).waitFor({ timeout: 60_000 });
    await editor.getByLabel('Estado').selectOption('published');
    await editor.getByRole('button', { name: 'Guardar cambios' }).click();
    await toastSaying(page, 'Cambios guardados.');
    await editor.getByRole('button', { name: 'Cerrar' }).first().click();
    await page
      .getByRole('row', { name: new RegExp(own) })
      .getByText('Publicado')
      .waitFor();
    await shot(page, 'trainer-videos');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    const member = await newPage(browser);
    await registerIn(member.page);
    await member.page.goto('/trainer/videos');
    await member.page.waitForURL('**/home');
    await member.context.close();
  });
});
