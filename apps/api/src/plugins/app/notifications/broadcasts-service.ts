import type { FastifyInstance } from 'fastify';
import type { Audience } from '@vitalia/shared/admin';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';
import { broadcastsRepository, type BroadcastsRepository } from './broadcasts-repository';

declare module 'fastify' {
  interface FastifyInstance {
    broadcasts: BroadcastsRepository & {
      /** Records the broadcast; one member's row is written now, a segment's right after the response. */
      send(
        actor: AuditActor,
        input: { title: string; message: string; actionUrl: string | null; audience: Audience },
      ): Promise<{ id: number; recipients: number; delivered: boolean }>;
    };
  }
}

const DELIVERY_QUEUE = 'broadcast.deliver';
const deliveryKey = (id: number) => `broadcast:${id}`;

export default domainPlugin(
  'broadcasts',
  async (app: FastifyInstance) => {
    const repo = broadcastsRepository(app.db);
    // A segment's rows are written by the job queue right after the answer, on whichever instance claims
    // the job, retried with backoff while the database restarts (issue 18). Delivery is idempotent.
    await app.jobs.define<{ broadcastId: number }>(
      DELIVERY_QUEUE,
      { retryLimit: 6, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
      async ({ broadcastId }) => {
        const row = await repo.findById(broadcastId);
        if (row && !row.completedAt) await repo.deliver(row);
      },
    );
    // Broadcasts left unfinished by an earlier version (before the queue) get their job once; the key makes
    // this a no-op for those that have one.
    app.addHook('onReady', async () => {
      for (const row of await repo.listUnfinished())
        await app.jobs.send(DELIVERY_QUEUE, { broadcastId: row.id }, { key: deliveryKey(row.id) });
    });
    return {
      ...repo,
      async send(actor, input) {
        const recipients = await repo.countRecipients(input.audience);
        const toOne = input.audience.kind === 'user';
        // The broadcast, its audit entry and (for a segment) its delivery job commit together.
        const row = await app.db.transaction(async (tx) => {
          const created = await repo.create(actor, { ...input, recipients }, tx);
          await app.auditLog.append(
            actor,
            {
              action: 'notification.send',
              entity: 'notification',
              entityId: created.id,
              subjectUserId: input.audience.kind === 'user' ? input.audience.user_id : null,
              after: { title: input.title, audience: created.audience, recipients },
            },
            tx,
          );
          if (!toOne)
            await app.jobs.send(
              DELIVERY_QUEUE,
              { broadcastId: created.id },
              { tx, key: deliveryKey(created.id) },
            );
          return created;
        });
        // One member: written before the answer (201, the SPEC call's meaning). A segment: after it (202).
        if (toOne) {
          await repo.deliver(row);
          return { id: row.id, recipients, delivered: true };
        }
        return { id: row.id, recipients, delivered: false };
      },
    };
  },
  ['database', 'audit-log', 'job-queue'],
);
