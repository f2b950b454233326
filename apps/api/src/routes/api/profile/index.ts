import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProfileResponseSchema,
  ProfileUpdateSchema,
  StatsSchema,
  TrainerProfileResponseSchema,
  TrainerProfileSchema,
} from '@vitalia/shared/profile';
import { readImageUpload } from '../../../lib/uploads';
import { presentUser, type UserRow } from '../../../plugins/app/users/user-presenter';

const tags = ['perfil'];
const ownTrainerProfile = (action: 'read' | 'update') => ({
  access: { permission: [action, 'trainer-profile', 'own'] as const },
});
const profileOf = (user: UserRow) => ({
  success: true,
  user: presentUser(user),
  profile_visible: user.profileVisible,
});

/** /api/profile: the caller's own account (SPEC §7 "Profile and user"). Signed-in by folder. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.profileService;

  app.get('/', { schema: { tags, response: { 200: ProfileResponseSchema } } }, async (request) =>
    profileOf(request.user),
  );

  app.put(
    '/',
    { schema: { tags, body: ProfileUpdateSchema, response: { 200: ProfileResponseSchema } } },
    async (request) => profileOf(await profiles.update(request.user, request.body)),
  );

  app.get('/stats', { schema: { tags, response: { 200: StatsSchema } } }, async (request) =>
    profiles.stats(request.user),
  );

  app.post('/avatar', { schema: { tags, response: { 200: ProfileResponseSchema } } }, async (request) =>
    profileOf(await profiles.replaceAvatar(request.user.id, () => readImageUpload(request, 'avatar'))),
  );

  app.delete('/avatar', { schema: { tags, response: { 200: ProfileResponseSchema } } }, async (request) =>
    profileOf(await profiles.removeAvatar(request.user.id)),
  );

  app.get(
    '/trainer',
    { schema: { tags, response: { 200: TrainerProfileResponseSchema } }, config: ownTrainerProfile('read') },
    async (request) => profiles.trainerProfile(request.user),
  );

  app.put(
    '/trainer',
    {
      schema: { tags, body: TrainerProfileSchema, response: { 200: TrainerProfileResponseSchema } },
      config: ownTrainerProfile('update'),
    },
    async (request) => profiles.updateTrainerProfile(request.user, request.body),
  );
};

export default profileRoutes;
