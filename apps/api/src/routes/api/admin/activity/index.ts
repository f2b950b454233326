import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ACTIVITY_PAGE_SIZE,
  AdminActivityQuerySchema,
  AdminActivityResponseSchema,
} from '@vitalia/shared/admin-users';
import { presentAuditEntry } from '../../../../plugins/app/audit/audit-presenter';
import { santiagoDays } from '../../../../lib/santiago-days';
import { pageWindow } from '../../../../lib/pagination';

/** GET /api/admin/activity: the audit log, newest first, with filters. Read-only: there is no other route. */
const adminActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['administración'],
        querystring: AdminActivityQuerySchema,
        response: { 200: AdminActivityResponseSchema },
      },
    },
    async (request) => {
      const { page, action, actor, user_id, from, to } = request.query;
      const { rows, total } = await app.auditLog.list({
        action,
        actor,
        subjectUserId: user_id,
        ...santiagoDays(from, to),
        ...pageWindow(page, ADMIN_ACTIVITY_PAGE_SIZE),
      });
      return {
        success: true,
        entries: rows.map(presentAuditEntry),
        total,
        page,
        per_page: ADMIN_ACTIVITY_PAGE_SIZE,
      };
    },
  );
};

export default adminActivityRoutes;
