import type { FastifyInstance } from 'fastify';
import type { JournalComment, JournalEntry } from '@vitalia/shared/journal';
import type { JournalCommentRow, JournalEntryRow } from './journal-repository';

/** How long a photo's link opens it: enough to look at the journal, too short to pass around. */
const PHOTO_LINK_SECONDS = 10 * 60;
/** Links in her data export last a week: she downloads the export, then the photos. */
const EXPORT_LINK_SECONDS = 7 * 24 * 3600;

export const presentComment = (row: JournalCommentRow): JournalComment => ({
  id: row.id,
  author: row.authorName,
  body: row.body,
  created_at: row.createdAt.toISOString(),
});

/**
 * Entries as she and her care team read them: each photo by a short signed link, each food by its name
 * today (a food the table no longer has is left out), the professional's comments in order.
 */
export async function presentEntries(
  app: FastifyInstance,
  rows: JournalEntryRow[],
  linkSeconds = PHOTO_LINK_SECONDS,
): Promise<JournalEntry[]> {
  const foodIds = [...new Set(rows.flatMap((row) => row.foods.map((food) => food.food_id)))];
  const names = new Map(
    (await app.foodsRepository.findMany(foodIds)).map((food) => [food.id, food.name] as const),
  );
  const comments = new Map<number, JournalCommentRow[]>();
  for (const comment of await app.journalRepository.comments(rows.map((row) => row.id)))
    comments.set(comment.entryId, [...(comments.get(comment.entryId) ?? []), comment]);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      client_id: row.clientId,
      meal: row.meal,
      eaten_at: row.eatenAt.toISOString(),
      description: row.description,
      photo:
        row.photoKey && row.photoWidth && row.photoHeight
          ? {
              url: await app.storage.signedUrl(row.photoKey, {
                ttlSeconds: linkSeconds,
                disposition: 'inline',
                filename: 'comida.webp',
              }),
              width: row.photoWidth,
              height: row.photoHeight,
            }
          : null,
      foods: row.foods.flatMap((food) => {
        const name = names.get(food.food_id);
        return name ? [{ food_id: food.food_id, name, grams: food.grams }] : [];
      }),
      hunger_before: row.hungerBefore,
      hunger_after: row.hungerAfter,
      emotion: row.emotion,
      place: row.place,
      company: row.company,
      comments: (comments.get(row.id) ?? []).map(presentComment),
      created_at: row.createdAt.toISOString(),
    })),
  );
}

/** Her whole journal for her data export, with photo links that last a week. */
export async function journalForExport(app: FastifyInstance, memberId: number): Promise<JournalEntry[]> {
  return presentEntries(app, await app.journalRepository.exportFor(memberId, 10_000), EXPORT_LINK_SECONDS);
}
