import { CHANNELS } from '../../../db/announce';
import { notifiedCache } from '../../../db/notified-cache';
import { domainPlugin } from '../domain-plugin';
import { FoodWordIndex } from './food-word-index';

/** Beyond this many words the list is not kept in memory and every search asks PostgreSQL, as before. */
export const FOOD_WORDS_KEPT_MAX = 200_000;

export interface FoodWords {
  /** The foods' words as they are now, or null when they cannot be known fresh (LISTEN down, too many). */
  current(): Promise<FoodWordIndex | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    foodWords: FoodWords;
  }
}

/**
 * The foods' words in this instance's memory (ADR 0091), read once and read again after the food_words
 * trigger says on PostgreSQL that a food brought new words (an import, a seed, a renamed food; any instance).
 * While LISTEN is down nothing is kept (db/notified-cache.ts): a word added meanwhile would be taken for a
 * typo, so every search asks PostgreSQL.
 */
export default domainPlugin(
  'foodWords',
  async (app) => {
    const words = await notifiedCache(app.database, CHANNELS.foodWords, async () => {
      const listed = await app.foodsRepository.listWords();
      return listed.length > FOOD_WORDS_KEPT_MAX ? null : new FoodWordIndex(listed);
    });
    app.addHook('onClose', () => words.close());
    return {
      current: () => words.kept() ?? Promise.resolve(null),
    };
  },
  ['foods-repository'],
);
