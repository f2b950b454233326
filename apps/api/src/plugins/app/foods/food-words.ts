import { CHANNELS } from '../../../db/announce';
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
 * A list being read when that news comes is not kept. While LISTEN is down nothing is kept: a word added
 * meanwhile would be taken for a typo.
 */
export default domainPlugin(
  'foodWords',
  async (app) => {
    // The list being read or read; news of new words drops it, so a read overtaken by news is not kept.
    let kept: Promise<FoodWordIndex | null> | null = null;
    let listening = true;
    const forget = () => {
      kept = null;
    };

    const unlisten = await app.database.listen(CHANNELS.foodWords, forget);
    app.database.onListenState((state) => {
      forget();
      listening = state === 'up';
    });
    app.addHook('onClose', async () => {
      await unlisten();
    });

    async function read(): Promise<FoodWordIndex | null> {
      const words = await app.foodsRepository.listWords();
      return words.length > FOOD_WORDS_KEPT_MAX ? null : new FoodWordIndex(words);
    }

    return {
      current() {
        if (!listening) return Promise.resolve(null);
        if (kept) return kept;
        const reading = read();
        kept = reading;
        reading.catch(() => {
          if (kept === reading) kept = null;
        });
        return reading;
      },
    };
  },
  ['foods-repository'],
);
