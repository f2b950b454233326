import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import { TRAINER_MEDIA_MESSAGES } from '@vitalia/shared/messages/admin';
import {
  AdminTrainerListSchema,
  AdminTrainerResponseSchema,
  TrainerAccountSchema,
  TrainerCardSchema,
} from '@vitalia/shared/trainers';
import { readImageUpload } from '../../../../lib/uploads';
import { actorOf } from '../../../../lib/audit-actor';
import { presentAdminTrainer } from '../../../../plugins/app/trainers/trainer-presenter';
import type { TrainerRow } from '../../../../plugins/app/trainers/trainers-repository';

const tags = ['administración'];

const answer = (message: string, row: TrainerRow) => ({
  success: true,
  message,
  trainer: presentAdminTrainer(row),
});

/**
 * /api/admin/trainers: the team's public cards. An admin uploads a professional's photo (re-encoded, the
 * generated illustration until then), sets her presentation video (one YouTube or Vimeo video) and her
 * Superintendencia de Salud registry number.
 */
const adminTrainersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, response: { 200: AdminTrainerListSchema } } }, async () => ({
    success: true,
    trainers: (await app.trainersRepository.listAll()).map(presentAdminTrainer),
  }));

  app.post(
    '/:id/photo',
    { schema: { tags, params: IdParamsSchema, response: { 200: AdminTrainerResponseSchema } } },
    async (request) =>
      answer(
        TRAINER_MEDIA_MESSAGES.photoSaved,
        await app.trainerMedia.replacePhoto(actorOf(request), request.params.id, () =>
          readImageUpload(request, 'photo'),
        ),
      ),
  );

  app.delete(
    '/:id/photo',
    { schema: { tags, params: IdParamsSchema, response: { 200: AdminTrainerResponseSchema } } },
    async (request) =>
      answer(
        TRAINER_MEDIA_MESSAGES.photoRemoved,
        await app.trainerMedia.removePhoto(actorOf(request), request.params.id),
      ),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: TrainerCardSchema,
        response: { 200: AdminTrainerResponseSchema },
      },
    },
    async (request) =>
      answer(
        TRAINER_MEDIA_MESSAGES.cardSaved,
        await app.trainerMedia.updateCard(actorOf(request), request.params.id, {
          introVideoUrl: request.body.intro_video_url,
          registryNumber: request.body.registry_number,
        }),
      ),
  );

  app.put(
    '/:id/account',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: TrainerAccountSchema,
        response: { 200: AdminTrainerResponseSchema },
      },
    },
    async (request) =>
      answer(
        request.body.user_id === null
          ? TRAINER_MEDIA_MESSAGES.accountUnlinked
          : TRAINER_MEDIA_MESSAGES.accountLinked,
        await app.trainerMedia.linkAccount(actorOf(request), request.params.id, request.body.user_id),
      ),
  );
};

export default adminTrainersRoutes;
