import type { FastifyInstance } from 'fastify';
import { FOOD_MESSAGES as M } from '@vitalia/shared/messages/foods';
import type { Food } from '@vitalia/shared/foods';
import { AppError } from '../../../lib/app-error';
import { foldLikeDatabase } from '../../../db/member-search';
import { domainPlugin } from '../domain-plugin';
import type { UserRow } from '../users/user-presenter';
import { presentFood } from './foods-presenter';
import { foodWithoutNumbers } from './without-numbers';

/** Reading the foods table (issue 47): search as she types, and one food with its measures (figures unless hidden). */
export function foodsService(app: FastifyInstance) {
  const repo = app.foodsRepository;

  /**
   * A text with a word no food holds ("porotso") cannot be found as typed: it is corrected here, from the
   * words in memory, and searched once. Anything else, or a correction that finds nothing, goes the
   * database's way (as typed, corrected there, then alike), as if the list were not kept (ADR 0091).
   */
  async function find(text: string, limit: number) {
    const corrected = await correctedInMemory(text);
    if (corrected !== null) {
      const rows = await repo.containing(corrected, limit);
      if (rows.length > 0) return rows;
    }
    return repo.search(text, limit);
  }

  /** The text with its unknown words corrected, or null: nothing to correct, or nothing known to correct with. */
  async function correctedInMemory(text: string): Promise<string | null> {
    const folded = foldLikeDatabase(text);
    if (folded === null) return null;
    const words = await app.foodWords.current();
    return words?.corrected(folded) ?? null;
  }

  return {
    async search(user: UserRow, text: string, limit: number): Promise<Food[]> {
      const [rows, hidden] = await Promise.all([find(text, limit), app.nutritionNumbers.hiddenFor(user)]);
      return rows.map((row) => (hidden ? foodWithoutNumbers(presentFood(row)) : presentFood(row)));
    },

    async get(user: UserRow, id: number): Promise<Food> {
      const row = await repo.findById(id);
      if (!row) throw AppError.notFound(M.foodNotFound);
      return (await app.nutritionNumbers.hiddenFor(user))
        ? foodWithoutNumbers(presentFood(row))
        : presentFood(row);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    foods: ReturnType<typeof foodsService>;
  }
}

export default domainPlugin('foods', foodsService, ['foods-repository', 'food-words', 'nutrition-numbers']);
