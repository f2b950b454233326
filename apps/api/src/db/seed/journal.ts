import { wallClockInstant } from '@vitalia/shared/scheduling-rules';
import { Temporal } from 'temporal-polyfill';
import type { Emotion } from '@vitalia/shared/journal';
import type { Meal } from '@vitalia/shared/meal-plans';
import type { Db } from '../client';
import { journalComments, journalEntries } from '../schema/index';

const ZONE = 'America/Santiago';

/** Josefa's last ten days of meals (issue 47 demo): [days ago, meal, "HH:MM", what, hunger, emotion, comment]. */
const ENTRIES: [number, Meal, string, string, [number, number], Emotion, string | null][] = [
  [9, 'almuerzo', '13:30', 'Cazuela de vacuno con zapallo y choclo.', [7, 3], 'tranquilidad', null],
  [8, 'desayuno', '08:00', 'Avena con frutillas y un café.', [6, 2], 'alegria', null],
  [
    7,
    'once',
    '18:30',
    'Marraqueta con palta y té. Llegué con mucha hambre.',
    [9, 4],
    'cansancio',
    'Esa hambre de la tarde es la señal para adelantar la colación. ¿Probamos una fruta a las 16:00?',
  ],
  [
    6,
    'almuerzo',
    '13:15',
    'Porotos con riendas y ensalada de tomate.',
    [7, 3],
    'satisfaccion',
    '¡Excelente plato!',
  ],
  [5, 'cena', '20:45', 'Tortilla de acelga con ensalada.', [5, 2], 'tranquilidad', null],
  [4, 'colacion', '11:00', 'Yogur natural con nueces.', [5, 3], 'estres', null],
  [3, 'almuerzo', '14:00', 'Ensalada chilena con quínoa y pollo.', [8, 3], 'alegria', null],
  [
    2,
    'cena',
    '21:30',
    'Pizza con amigas; comí más de lo que quería.',
    [6, 8],
    'ansiedad',
    'Está bien darse esos gustos. Lo importante es volver al plan al día siguiente, sin culpas.',
  ],
  [1, 'almuerzo', '13:00', 'Lentejas con arroz y ensalada de repollo.', [7, 3], 'tranquilidad', null],
  [0, 'desayuno', '08:15', 'Tostada de marraqueta con palta y huevo.', [6, 2], 'alegria', null],
];

/** Her demo photos: every other entry has one, each plate drawn with its own scatter. */
export const DEMO_JOURNAL_PHOTOS = ENTRIES.flatMap((_, index) =>
  index % 2 === 0 ? [{ key: `journal/demo-${index + 1}.webp`, seed: 100 + index }] : [],
);

/**
 * Ten days of Josefa's food journal, half with a photo (written after start, demo-files.ts) and three with
 * Camila's comment, so the chart and her own /diario show a lived-in journal on a fresh start.
 */
export async function seedDemoJournal(
  db: Db,
  josefa: { id: number },
  camila: { id: number; userId: number | null },
): Promise<void> {
  const today = Temporal.Now.plainDateISO(ZONE);
  for (const [
    index,
    [daysAgo, meal, time, description, [before, after], emotion, comment],
  ] of ENTRIES.entries()) {
    const [hour = 12, minute = 0] = time.split(':').map(Number);
    const eatenAt = new Date(wallClockInstant(today.subtract({ days: daysAgo }), hour * 60 + minute, ZONE));
    if (eatenAt.getTime() > Date.now()) continue;
    const photo = DEMO_JOURNAL_PHOTOS.find((item) => item.key === `journal/demo-${index + 1}.webp`);
    const [entry] = await db
      .insert(journalEntries)
      .values({
        memberId: josefa.id,
        clientId: crypto.randomUUID(),
        meal,
        eatenAt,
        description,
        hungerBefore: before,
        hungerAfter: after,
        emotion,
        place: meal === 'almuerzo' && index % 3 === 0 ? 'trabajo' : 'casa',
        company: index % 2 === 0 ? 'familia' : 'sin_compania',
        ...(photo ? { photoKey: photo.key, photoWidth: 1200, photoHeight: 900 } : {}),
      })
      .returning({ id: journalEntries.id });
    if (entry && comment)
      await db.insert(journalComments).values({
        entryId: entry.id,
        trainerId: camila.id,
        authorUserId: camila.userId,
        authorName: 'Camila Rojas',
        body: comment,
        createdAt: new Date(eatenAt.getTime() + 3 * 3_600_000),
      });
  }
}
