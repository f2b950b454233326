import type { Food } from '@vitalia/shared/foods';
import { CHANNELS } from '../../../db/announce';
import { notifiedCache } from '../../../db/notified-cache';
import { domainPlugin } from '../domain-plugin';
import { FoodNameIndex } from './food-name-index';
import { FoodWordIndex } from './food-word-index';
import { presentFood } from './foods-presenter';

/**
 * Beyond this many foods or words nothing is kept in memory and every search asks PostgreSQL, as before. A food
 * kept costs about 2.3 KB (23 MB at 10,000, bench); 30,000 hold USDA's SR Legacy and Foundation releases
 * (about 8,100) with a clinic's own table beside them.
 */
export const FOODS_KEPT_MAX = 30_000;
export const FOOD_WORDS_KEPT_MAX = 200_000;

/** What the food search reads in memory: the foods as shown, their names, and their words for typos. */
export interface FoodIndex {
  names: FoodNameIndex;
  words: FoodWordIndex;
  shown: ReadonlyMap<number, Food>;
}

export interface FoodIndexes {
  /** The foods as they are now, or null when they cannot be known fresh (LISTEN down, too many). */
  current(): Promise<FoodIndex | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    foodIndex: FoodIndexes;
  }
}

/**
 * The foods in this instance's memory as the search shows them (ADR 0091), read once and read again after the
 * foods triggers say on PostgreSQL that a food was added, changed or removed (an import, a seed; any
 * instance). While LISTEN is down nothing is kept (db/notified-cache.ts): a food added meanwhile would be
 * missed, so every search asks PostgreSQL.
 */
export default domainPlugin(
  'foodIndex',
  async (app) => {
    const kept = await notifiedCache(app.database, CHANNELS.foods, async (): Promise<FoodIndex | null> => {
      const [listed, words] = await Promise.all([
        app.foodsRepository.listForSearch(FOODS_KEPT_MAX + 1),
        app.foodsRepository.listWords(FOOD_WORDS_KEPT_MAX + 1),
      ]);
      if (listed.length > FOODS_KEPT_MAX || words.length > FOOD_WORDS_KEPT_MAX) return null;
      return {
        names: new FoodNameIndex(listed.map(({ named }) => named)),
        words: new FoodWordIndex(words),
        shown: new Map(listed.map(({ row }) => [row.id, presentFood(row)])),
      };
    });
    app.addHook('onClose', () => kept.close());
    return {
      current: () => kept.kept() ?? Promise.resolve(null),
    };
  },
  ['foods-repository'],
);
