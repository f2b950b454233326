import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TrainerListSchema } from '@vitalia/shared/member';
import { presentTrainer } from '../../../plugins/app/trainers/trainers-repository';

/** GET /api/trainers: the landing's team (public). */
const trainersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['equipo'], response: { 200: TrainerListSchema } } }, async () => ({
    trainers: (await app.trainersRepository.listFeatured()).map(presentTrainer),
  }));
};

export default trainersRoutes;
