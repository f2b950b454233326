import type { FastifyInstance } from 'fastify';
import { FOOD_MESSAGES as M } from '@vitalia/shared/messages/foods';
import type { Food } from '@vitalia/shared/foods';
import { AppError } from '../../../lib/app-error';
import { domainPlugin } from '../domain-plugin';
import { presentFood } from './foods-presenter';

/** Reading the foods table (issue 47): search as she types, and one food with its measures. */
export function foodsService(app: FastifyInstance) {
  const repo = app.foodsRepository;
  return {
    async search(text: string, limit: number): Promise<Food[]> {
      return (await repo.search(text, limit)).map(presentFood);
    },

    async get(id: number): Promise<Food> {
      const row = await repo.findById(id);
      if (!row) throw AppError.notFound(M.foodNotFound);
      return presentFood(row);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    foods: ReturnType<typeof foodsService>;
  }
}

export default domainPlugin('foods', foodsService, ['foods-repository']);
