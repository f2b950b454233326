import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@vitalia/shared/api';
import { FailedJobsResponseSchema, JOB_MESSAGES, JobParamsSchema } from '@vitalia/shared/jobs';
import { actorOf } from '../../../../lib/audit-actor';

const tags = ['administración'];

/**
 * /api/admin/jobs: Configuración → Tareas (issue 18): failed background tasks, retried or cancelled, and
 * those running now, which a retry starts over (issue 43 §5).
 */
const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, response: { 200: FailedJobsResponseSchema } } }, async () => ({
    success: true,
    jobs: await app.failedJobsService.list(),
    running: await app.failedJobsService.running(),
  }));

  app.post(
    '/:queue/:id/retry',
    { schema: { tags, params: JobParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await app.failedJobsService.retry(actorOf(request), request.params.queue, request.params.id);
      return { success: true, message: JOB_MESSAGES.retried };
    },
  );

  app.delete(
    '/:queue/:id',
    { schema: { tags, params: JobParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await app.failedJobsService.cancel(actorOf(request), request.params.queue, request.params.id);
      return { success: true, message: JOB_MESSAGES.cancelled };
    },
  );
};

export default adminJobsRoutes;
