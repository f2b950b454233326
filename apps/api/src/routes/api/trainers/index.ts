import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import { TrainerListSchema } from '@vitalia/shared/member';
import { TRAINER_MEDIA_MESSAGES } from '@vitalia/shared/messages/admin';
import { sendStoredFile } from '../../../plugins/app/storage';
import { presentTrainer } from '../../../plugins/app/trainers/trainer-presenter';

/** GET /api/trainers: the landing's team (public), and each professional's uploaded photo. */
const trainersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['equipo'], response: { 200: TrainerListSchema } } }, async () => ({
    trainers: (await app.trainersRepository.listFeatured()).map(presentTrainer),
  }));

  // The address carries the photo's key (?v=), so a new upload is a new address and this may be cached long.
  app.get('/:id/photo', { schema: { tags: ['equipo'], params: IdParamsSchema } }, async (request, reply) =>
    sendStoredFile(request, reply, app.storage, await app.trainerMedia.photoKey(request.params.id), {
      cache: 'public',
      maxAgeSeconds: 604800,
      notFoundMessage: TRAINER_MEDIA_MESSAGES.notFound,
    }),
  );
};

export default trainersRoutes;
