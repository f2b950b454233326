import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AdminUsersQuerySchema } from '@vitalia/shared/admin-users';
import { ADMIN_USER_MESSAGES } from '@vitalia/shared/messages/admin';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';
import { AppError } from '../../../lib/app-error';
import { decodeCursor } from '../../../lib/keyset-cursor';
import { pageWindow } from '../../../lib/pagination';
import { domainPlugin } from '../domain-plugin';
import { cursorFits, MemberPageCursorSchema, type AdminUsersRepository } from './admin-users-repository';
import { adminUserCsvLine, presentAdminUser, presentAdminUserDetail } from './admin-users-presenter';

type MembersQuery = z.output<typeof AdminUsersQuerySchema>;

/** More rows than the CSV of any real platform; the export is bounded like every list. */
const CSV_MAX_ROWS = 100_000;
/** The member page shows her latest audit entries. */
const DETAIL_AUDIT_ENTRIES = 50;

/**
 * The admin's members table (SPEC §7, ADRs 0052 and 0056): pages by number or by keyset cursor (a cursor made
 * for other filters is refused), the CSV of the same filters, and one member's page. Changes are
 * `adminUsersService`'s.
 */
export function adminUsersDirectory(app: FastifyInstance) {
  const repo = app.adminUsersRepository;

  async function one(id: number) {
    const row = await repo.findOne(id);
    if (!row) throw AppError.notFound(PROFILE_MESSAGES.userNotFound);
    return presentAdminUser(row);
  }

  return {
    one,

    async list(query: MembersQuery) {
      const { page, per_page: perPage, cursor: cursorText, ...filter } = query;
      let at: Parameters<AdminUsersRepository['list']>[2] = { offset: pageWindow(page, perPage).offset };
      if (cursorText) {
        const cursor = decodeCursor(cursorText, MemberPageCursorSchema);
        if (!cursor || !cursorFits(cursor, filter))
          throw AppError.badRequest(ADMIN_USER_MESSAGES.staleCursor);
        at = { cursor };
      }
      const { rows, total, nextCursor, prevCursor } = await repo.list(filter, perPage, at);
      return {
        success: true,
        users: rows.map(presentAdminUser),
        total,
        page,
        per_page: perPage,
        next_cursor: nextCursor,
        prev_cursor: prevCursor,
      };
    },

    /** The CSV's lines for the table's filters (its page and cursor do not apply). */
    async csvLines(query: MembersQuery) {
      const { page: _page, per_page: _perPage, cursor: _cursor, ...filter } = query;
      return (await repo.exportRows(filter, CSV_MAX_ROWS)).map(adminUserCsvLine);
    },

    async detail(id: number) {
      const user = await one(id);
      const [detail, audit] = await Promise.all([
        repo.detail(id),
        app.auditLog.list({ subjectUserId: id, limit: DETAIL_AUDIT_ENTRIES, offset: 0 }),
      ]);
      return presentAdminUserDetail(user, detail, audit.rows);
    },
  };
}

export type AdminUsersDirectory = ReturnType<typeof adminUsersDirectory>;

declare module 'fastify' {
  interface FastifyInstance {
    adminUsersDirectory: AdminUsersDirectory;
  }
}

export default domainPlugin('adminUsersDirectory', adminUsersDirectory, [
  'admin-users-repository',
  'audit-log',
]);
