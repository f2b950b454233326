import type { FastifyInstance } from 'fastify';
import type { AdminThreadResponse, MessageReport } from '@vitalia/shared/conversations';
import { CONVERSATION_MESSAGES as M } from '@vitalia/shared/messages/conversations';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import type { UserRow } from '../users/user-presenter';
import { domainPlugin } from '../domain-plugin';
import { pageMessages } from './attachment-presenter';

/** What an admin reads of a thread when she opens it: its newest messages. */
const ADMIN_READ_PAGE = 100;

/**
 * Reports of messages and the one way an admin reads a thread (issue 46, ADR 0080). A participant reports
 * the other's message with a reason; admins are told there is a report, not what it says. An admin reads a
 * thread only by writing why: the reason goes to the audit log in the same transaction as a bell item to
 * both participants saying that it happened and why.
 */
export function messageReportsService(app: FastifyInstance) {
  const reports = app.messageReportsRepository;
  const threads = app.conversationsRepository;

  return {
    async report(user: UserRow, conversationId: number, messageId: number, reason: string): Promise<void> {
      const thread = await app.conversations.thread(user, 'read', conversationId);
      const message = await threads.findMessage(conversationId, messageId);
      if (!message) throw AppError.notFound(M.messageNotFound);
      if (message.senderSide === thread.side) throw AppError.badRequest(M.reportOwnMessage);
      const created = await reports.insert({ messageId, conversationId, reporterUserId: user.id, reason });
      if (created)
        await app.notifier.notifyAdmins({
          title: 'Se reportó un mensaje',
          message: 'Revisa los reportes de mensajes en el panel.',
          actionUrl: '/admin/mensajes-reportados',
        });
    },

    async list(): Promise<MessageReport[]> {
      const rows = await reports.list(200);
      return rows.map((row) => ({
        id: row.report.id,
        conversation_id: row.report.conversationId,
        message_id: row.report.messageId,
        member: row.member,
        professional: row.professional,
        reported_by: row.reporter ?? 'Cuenta eliminada',
        reason: row.report.reason,
        created_at: row.report.createdAt.toISOString(),
        resolved_at: row.report.resolvedAt?.toISOString() ?? null,
      }));
    },

    async resolve(id: number): Promise<void> {
      if (!(await reports.resolve(id))) throw AppError.notFound(M.reportNotFound);
    },

    /** An admin's reasoned read: audited and told to both participants before anything is shown. */
    async adminRead(
      admin: UserRow,
      actor: AuditActor,
      conversationId: number,
      reason: string,
    ): Promise<AdminThreadResponse> {
      const found = await threads.findById(conversationId);
      if (!found) throw AppError.notFound(M.notFound);
      const { conversation, trainerUserId } = found;
      const participants = [conversation.memberId, ...(trainerUserId === null ? [] : [trainerUserId])];
      await app.db.transaction(async (tx) => {
        await app.auditLog.append(
          actor,
          {
            action: 'conversation.admin-read',
            entity: 'conversation',
            entityId: conversationId,
            subjectUserId: conversation.memberId,
            after: { reason },
          },
          tx,
        );
        await app.notifier.notify(
          participants,
          {
            title: 'Un administrador leyó una de tus conversaciones',
            message: `${admin.firstName} ${admin.lastName} la abrió con este motivo: ${reason}`,
            actionUrl: `/mensajes?c=${conversationId}`,
          },
          tx,
        );
      });
      const names = await reports.participantNames(conversationId);
      // Read as the member's side would: "mine" is hers.
      const page = await threads.threadPage(
        conversationId,
        undefined,
        ADMIN_READ_PAGE,
        conversation.memberId,
      );
      return {
        success: true,
        member: names?.member ?? '',
        professional: names?.professional ?? '',
        messages: page ? await pageMessages(app.storage, page.messages) : [],
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    messageReports: ReturnType<typeof messageReportsService>;
  }
}

export default domainPlugin('messageReports', messageReportsService, [
  'message-reports-repository',
  'conversations',
  'conversations-repository',
  'conversation-attachments-repository',
  'storage',
  'notifier',
  'audit-log',
]);
