import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SettingKeyQuerySchema,
  SettingWriteSchema,
  SettingsResponseSchema,
  SettingsUpdateSchema,
  type SettingsUpdate,
} from '@vitalia/shared/settings';
import { actorOf } from '../../../../lib/audit-actor';

const tags = ['administración'];

/**
 * /api/admin/settings (SPEC §7: GET, PUT, POST, DELETE): GET all; PUT several keys at once; POST one
 * {key, value}; DELETE ?key= back to its default. Every value is checked by its key's shared schema.
 */
const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const all = async () => {
    const [values, trainers] = await Promise.all([app.settings.all(), app.trainersRepository.listAll()]);
    return {
      success: true,
      ...values,
      trainer_options: trainers.map((row) => ({ id: row.id, name: row.name, is_active: row.isActive })),
    };
  };

  app.get('/', { schema: { tags, response: { 200: SettingsResponseSchema } } }, all);

  app.put(
    '/',
    { schema: { tags, body: SettingsUpdateSchema, response: { 200: SettingsResponseSchema } } },
    async (request) => {
      await app.settings.update(actorOf(request), request.body);
      return all();
    },
  );

  app.post(
    '/',
    { schema: { tags, body: SettingWriteSchema, response: { 201: SettingsResponseSchema } } },
    async (request, reply) => {
      // The schema has checked `value` against this key's own schema; parse again for its typed output.
      const values = SettingsUpdateSchema.parse({ [request.body.key]: request.body.value }) as SettingsUpdate;
      await app.settings.update(actorOf(request), values);
      return reply.status(201).send(await all());
    },
  );

  app.delete(
    '/',
    { schema: { tags, querystring: SettingKeyQuerySchema, response: { 200: SettingsResponseSchema } } },
    async (request) => {
      await app.settings.reset(actorOf(request), request.query.key);
      return all();
    },
  );
};

export default adminSettingsRoutes;
