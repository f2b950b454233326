import crypto from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { workFolder } from '../../lib/work-folders';
import { runTool, ToolMissingError, type FfmpegTools } from '../../plugins/app/videos/ffmpeg';
import { VIDEO_POLICY, VIDEO_TRANSCODE_QUEUE } from '../../plugins/app/videos/videos-service';
import { VIDEOS } from './content';

/*
 * The demo videos (issue 49 §9, §11): generated, and saying so, but each one shows on screen what its title
 * promises, line by line, and carries the same lines as Spanish captions. Picture and captions come from one
 * script, so they cannot disagree.
 */

/** How long each line of a script stays on screen. */
export const DEMO_LINE_SECONDS = 6;

/** What each demo video says, in order: one caption and one on-screen card per line. */
export const DEMO_VIDEO_SCRIPTS: Record<(typeof VIDEOS)[number][0], readonly string[]> = {
  'desayunos-rapidos': [
    'Tres desayunos que se preparan en menos de diez minutos.',
    'Avena remojada: la dejas la noche anterior con leche o yogur y fruta picada.',
    'Huevos revueltos con palta sobre pan integral: proteína y grasa buena para partir.',
    'Batido de plátano, leche y avena, para los días de apuro.',
  ],
  'movilidad-matinal': [
    'Una rutina suave para despertar el cuerpo antes de empezar el día.',
    'Círculos de cadera: diez hacia cada lado, con las rodillas levemente flectadas.',
    'Gato-vaca en cuatro apoyos: redondea y extiende la espalda al ritmo de tu respiración.',
    'Círculos de hombros con los brazos en cruz, para soltar la tensión de la noche.',
  ],
  'respiracion-4-7-8': [
    'La respiración 4-7-8 ayuda a bajar las revoluciones antes de dormir.',
    'Inhala por la nariz mientras cuentas hasta cuatro.',
    'Sostén el aire mientras cuentas hasta siete.',
    'Exhala lento por la boca contando hasta ocho. Repite el ciclo cuatro veces.',
  ],
  'colaciones-saludables': [
    'Colaciones que caben en tu mochila y te acompañan en la oficina.',
    'Una fruta de estación con un puñado de frutos secos.',
    'Un yogur natural con avena o semillas.',
    'Palitos de zanahoria o pepino con hummus en un frasco pequeño.',
  ],
  'hiit-principiantes': [
    'Intervalos cortos de trabajo intenso, con pausas para recuperarte.',
    'Treinta segundos de sentadillas y treinta segundos de descanso.',
    'Si necesitas bajo impacto, cambia los saltos por pasos laterales.',
    'Termina con dos minutos de caminata suave y respiración profunda.',
  ],
  'meal-prep-domingo': [
    'Una tarde de domingo para dejar listos los almuerzos de la semana.',
    'Cocina una olla de legumbres y otra de arroz o quinoa.',
    'Hornea una bandeja de verduras y una proteína: pollo, huevos o tofu.',
    'Guarda en porciones: tres días en el refrigerador y el resto en el congelador.',
  ],
  'hambre-real': [
    'Antes de comer, tres preguntas para reconocer qué hambre sientes.',
    '¿Llegó de a poco y cualquier comida te sirve? Suele ser hambre física.',
    '¿Llegó de golpe y pide algo muy específico? Puede ser hambre emocional.',
    'Si es emocional, nombra lo que sientes y espera diez minutos: luego decide.',
  ],
  'plato-saludable': [
    'Armamos un almuerzo con lo que encuentras en la feria.',
    'La mitad del plato: verduras crudas y cocidas, de distintos colores.',
    'Un cuarto: proteína, como legumbres, pescado, huevo o pollo.',
    'El otro cuarto: arroz, papas, fideos o pan, de preferencia integrales.',
  ],
  'sentadilla-tecnica': [
    'Los tres ejercicios base para fortalecer piernas y glúteos en casa.',
    'Sentadilla: pies al ancho de caderas, baja como si fueras a sentarte.',
    'Zancada: paso largo al frente y baja hasta que ambas rodillas formen ángulos rectos.',
    'Puente: de espalda, aprieta los glúteos y sube la cadera sin arquear la zona lumbar.',
  ],
};

const clock = (seconds: number) =>
  `00:${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`;

/** A script as WebVTT: each line on screen while its card is. */
export function demoCaptions(lines: readonly string[]): string {
  const cues = lines.map(
    (line, index) =>
      `${index + 1}\n${clock(index * DEMO_LINE_SECONDS)} --> ${clock((index + 1) * DEMO_LINE_SECONDS)}\n${line}`,
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** Splits a line into rows of at most `width` characters, at spaces: drawtext does not wrap. */
export function wrapLine(line: string, width: number): string[] {
  const rows: string[] = [];
  let row = '';
  for (const word of line.split(' ')) {
    if (row && row.length + 1 + word.length > width) {
      rows.push(row);
      row = word;
    } else row = row ? `${row} ${word}` : word;
  }
  if (row) rows.push(row);
  return rows;
}

/** Debian's DejaVu (Chromium's dependency): without it the cards are drawn without text. */
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/**
 * The filter that writes the title, the "demo" notice and each line in its time on a brand-green card. Texts
 * go through files (`textfile`), so no character of a script needs escaping in the filter graph.
 */
async function cardFilter(folder: string, slug: string, title: string, lines: readonly string[]) {
  if (!existsSync(FONT) || !existsSync(FONT_BOLD)) return 'null';
  let files = 0;
  const textFile = async (text: string) => {
    const file = path.join(folder, `${slug}-${(files += 1)}.txt`);
    await fs.writeFile(file, text);
    return file;
  };
  const draw = (file: string, options: string) =>
    `drawtext=fontfile=${FONT}:textfile=${file}:expansion=none:fontcolor=white:${options}`;
  const filters: string[] = [];
  for (const [index, row] of wrapLine(title, 40).entries())
    filters.push(
      draw(await textFile(row), `fontsize=36:x=(w-text_w)/2:y=80+${index * 48}`).replace(FONT, FONT_BOLD),
    );
  filters.push(
    draw(
      await textFile('Video de demostración de Vitalia'),
      'fontsize=20:fontcolor=white@0.8:x=(w-text_w)/2:y=28',
    ),
  );
  for (const [index, line] of lines.entries()) {
    const from = index * DEMO_LINE_SECONDS;
    for (const [row, text] of wrapLine(line, 44).entries())
      filters.push(
        draw(
          await textFile(text),
          `fontsize=32:x=(w-text_w)/2:y=230+${row * 46}:enable='between(t,${from},${from + DEMO_LINE_SECONDS})'`,
        ),
      );
  }
  return filters.join(',');
}

/** One demo video: its script's cards on a quiet background, with a silent audio track (as a phone records). */
export async function renderDemoVideo(
  tools: FfmpegTools,
  folder: string,
  row: { slug: string; title: string },
  lines: readonly string[],
) {
  const seconds = lines.length * DEMO_LINE_SECONDS;
  const out = path.join(folder, `${row.slug}.mp4`);
  // The filter graph goes through a file too: its `enable` expressions hold commas and quotes.
  const script = path.join(folder, `${row.slug}.filter`);
  await fs.writeFile(script, await cardFilter(folder, row.slug, row.title, lines));
  await runTool(
    tools.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=0x1f6f5c:size=960x540:rate=25:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `anullsrc=channel_layout=stereo:sample_rate=44100`,
      '-filter_script:v',
      script,
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-movflags',
      '+faststart',
      out,
    ],
    120_000,
  );
  return out;
}

/**
 * Renders the demo videos' files where they have none (first start of a demo instance), each through the
 * same upload path and job as an admin's, and gives every demo video its Spanish captions where it has none.
 * Safe on every start and on several instances at once: a row that got a file meanwhile keeps it.
 */
export async function fillDemoVideos(app: FastifyInstance, tools: FfmpegTools) {
  const slugs = VIDEOS.map(([slug]) => slug);
  for (const row of await app.videosRepository.withoutCaptions(slugs)) {
    const lines = DEMO_VIDEO_SCRIPTS[row.slug as keyof typeof DEMO_VIDEO_SCRIPTS];
    // The key as an admin's upload gets it (video-editing-service.ts): bytes this app made, not sniffed.
    const key = `video-captions/${crypto.randomBytes(16).toString('hex')}.vtt`;
    await app.storage.write(key, Readable.from([Buffer.from(demoCaptions(lines))]));
    if (!(await app.videosRepository.setCaptionsIfNone(row.id, key))) await app.storage.remove(key);
  }
  const rows = await app.videosRepository.withoutSource(slugs);
  if (rows.length === 0) return;
  const folder = await workFolder('demo-video');
  try {
    for (const row of rows) {
      const lines = DEMO_VIDEO_SCRIPTS[row.slug as keyof typeof DEMO_VIDEO_SCRIPTS];
      let file: string;
      try {
        file = await renderDemoVideo(tools, folder, row, lines);
      } catch (error) {
        if (error instanceof ToolMissingError) return;
        throw error;
      }
      const stored = await app.storage.put('video-sources', createReadStream(file), VIDEO_POLICY);
      if (await app.videosRepository.setSourceIfNone(row.id, { key: stored.key, size: stored.size }))
        await app.jobs.send(
          VIDEO_TRANSCODE_QUEUE,
          { videoId: row.id, sourcePath: stored.key },
          { key: stored.key },
        );
      else await app.storage.remove(stored.key);
    }
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
