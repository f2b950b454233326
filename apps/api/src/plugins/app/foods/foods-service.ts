import type { FastifyInstance } from 'fastify';
import { FOOD_MESSAGES as M } from '@vitalia/shared/messages/foods';
import type { Food } from '@vitalia/shared/foods';
import { AppError } from '../../../lib/app-error';
import { domainPlugin } from '../domain-plugin';
import type { UserRow } from '../users/user-presenter';
import { presentFood } from './foods-presenter';
import { foodWithoutNumbers } from './without-numbers';

/** Reading the foods table (issue 47): search as she types, and one food with its measures (figures unless hidden). */
export function foodsService(app: FastifyInstance) {
  const repo = app.foodsRepository;
  return {
    async search(user: UserRow, text: string, limit: number): Promise<Food[]> {
      const [rows, hidden] = await Promise.all([
        repo.search(text, limit),
        app.nutritionNumbers.hiddenFor(user),
      ]);
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

export default domainPlugin('foods', foodsService, ['foods-repository', 'nutrition-numbers']);
