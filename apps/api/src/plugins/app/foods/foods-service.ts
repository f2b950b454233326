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
   * Searched in memory (food-index.ts) when the text folds here for certain and the foods are kept: as typed,
   * then with each word no food holds replaced by its closest word ("porotso"), in the order the database's
   * search gives, and shown as kept, without a round trip. Anything else goes on in PostgreSQL as its own
   * search would; without the foods in memory, the whole search is the database's (ADR 0091).
   */
  async function find(text: string, limit: number): Promise<Food[]> {
    const folded = foldLikeDatabase(text);
    const index = folded === null ? null : await app.foodIndex.current();
    if (folded === null || index === null) return (await repo.search(text, limit)).map(presentFood);
    let ids = index.names.containing(folded, limit);
    if (ids.length === 0) {
      // A text whose words are all held somewhere, or cut otherwise than by letters ("p_lta"), is left to
      // the database's correction, which cuts at spaces.
      const corrected = index.words.corrected(folded);
      if (corrected === null) return (await repo.correctedOrAlike(text, limit)).map(presentFood);
      ids = index.names.containing(corrected, limit);
    }
    if (ids.length === 0) return (await repo.alike(text, limit)).map(presentFood);
    return ids.flatMap((id) => index.shown.get(id) ?? []);
  }

  return {
    async search(user: UserRow, text: string, limit: number): Promise<Food[]> {
      const [found, hidden] = await Promise.all([find(text, limit), app.nutritionNumbers.hiddenFor(user)]);
      return hidden ? found.map(foodWithoutNumbers) : found;
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

export default domainPlugin('foods', foodsService, ['foods-repository', 'food-index', 'nutrition-numbers']);
