import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import { TrainerListSchema } from '@vitalia/shared/member';
import { TRAINER_MEDIA_MESSAGES } from '@vitalia/shared/messages/admin';
import { AppError } from '../../../lib/app-error';
import { presentTrainer } from '../../../plugins/app/trainers/trainers-repository';

/** GET /api/trainers: the landing's team (public), and each professional's uploaded photo. */
const trainersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['equipo'], response: { 200: TrainerListSchema } } }, async () => ({
    trainers: (await app.trainersRepository.listFeatured()).map(presentTrainer),
  }));

  // The address carries the photo's key (?v=), so a new upload is a new address and this may be cached long.
  app.get('/:id/photo', { schema: { tags: ['equipo'], params: IdParamsSchema } }, async (request, reply) => {
    const data = await app.trainerMedia.photo(request.params.id);
    if (!data) throw AppError.notFound(TRAINER_MEDIA_MESSAGES.notFound);
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=604800')
      .send(data);
  });
};

export default trainersRoutes;
