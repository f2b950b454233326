import type { FastifyReply } from 'fastify';
import { broadcastsRepository } from './broadcasts-repository';
import type { Notification } from '@vitalia/shared/notifications';
import { NOTIFICATIONS_CHANNEL } from './notifier';
import { presentNotification } from './notification-presenter';
import { domainPlugin } from '../domain-plugin';

const HEARTBEAT_MS = 25_000;
const RETRY_MS = 5000;

interface Stream {
  userId: number;
  sessionId: string;
  lastSentId: number;
  send(notification: Notification): void;
  /** Another kind of event on the same stream, without an id: its client refetches what it lacks. */
  signal(event: string, data: unknown): void;
  close(): void;
}

export interface NotificationHub {
  /**
   * Turns the reply into a server-sent event stream of the user's new notifications, from any instance.
   * Each event carries the notification id; a client that reconnects with `Last-Event-ID` first gets what it
   * missed. The stream ends when its session is revoked (on any instance) and when the server shuts down.
   */
  open(
    reply: FastifyReply,
    options: { userId: number; sessionId: string; lastEventId?: number },
  ): Promise<void>;
  /**
   * Tells the streams of these users held on this instance that something of theirs changed (a message,
   * issue 46): ids only, never content. Without an event id, so Last-Event-ID stays the notifications'.
   */
  signal(userIds: readonly number[], event: string, data: unknown): void;
  /** Whether any of these users has a stream on this instance. */
  holds(userIds: readonly number[]): boolean;
  readonly connections: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
  }
}

/**
 * One LISTEN per API instance (not per browser): PostgreSQL tells every instance about each new notification,
 * and the instance forwards it to the streams of that user it holds.
 */
export default domainPlugin(
  'notificationHub',
  async (app) => {
    const streams = new Map<number, Set<Stream>>();
    const repo = app.notificationsRepository;
    const broadcasts = broadcastsRepository(app.db);
    let connections = 0;

    const each = (match: (stream: Stream) => boolean) => {
      const found: Stream[] = [];
      for (const set of streams.values()) for (const stream of set) if (match(stream)) found.push(stream);
      return found;
    };

    const unlisten = await app.database.listen(NOTIFICATIONS_CHANNEL, (payload) => {
      let parsed: { id?: unknown; userId?: unknown; broadcastId?: unknown };
      try {
        parsed = JSON.parse(payload) as typeof parsed;
      } catch {
        return;
      }
      // A broadcast is announced once, not once per recipient: forward the rows of the users connected here.
      if (parsed.broadcastId !== undefined) {
        void broadcasts
          .rowsFor(Number(parsed.broadcastId), [...streams.keys()])
          .then((rows) => {
            for (const row of rows)
              for (const stream of streams.get(row.userId) ?? []) stream.send(presentNotification(row));
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'broadcast fan-out failed'));
        return;
      }
      const userId = Number(parsed.userId);
      const targets = streams.get(userId);
      if (!targets?.size) return;
      void repo
        .findById(Number(parsed.id))
        .then((row) => {
          if (!row || row.userId !== userId) return;
          const notification = presentNotification(row);
          for (const stream of targets) stream.send(notification);
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'notification fan-out failed'));
    });

    // A revoked session must stop receiving at once, on every instance. After a LISTEN outage this instance
    // cannot know what was revoked meanwhile: it ends every stream, and each client reconnects (its session is
    // checked again) and catches up through Last-Event-ID.
    app.sessions.onRevoked((revocation) => {
      const ending =
        revocation.kind === 'session'
          ? each((stream) => stream.sessionId === revocation.sessionId)
          : revocation.kind === 'user'
            ? each(
                (stream) =>
                  stream.userId === revocation.userId && stream.sessionId !== revocation.keepSessionId,
              )
            : each(() => true);
      for (const stream of ending) stream.close();
    });

    // Open streams would otherwise hold app.close() (and SIGTERM) until the grace period runs out.
    app.addHook('preClose', async () => {
      for (const stream of each(() => true)) stream.close();
    });
    app.addHook('onClose', async () => {
      await unlisten();
    });

    return {
      async open(reply, { userId, sessionId, lastEventId }) {
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        raw.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);

        let closed = false;
        const stream: Stream = {
          userId,
          sessionId,
          lastSentId: lastEventId ?? 0,
          send(notification) {
            if (closed || notification.id <= stream.lastSentId) return;
            stream.lastSentId = notification.id;
            raw.write(
              `id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`,
            );
          },
          signal(event, data) {
            if (closed) return;
            raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
          },
          close() {
            if (closed) return;
            closed = true;
            clearInterval(heartbeat);
            const set = streams.get(userId);
            if (set?.delete(stream)) connections -= 1;
            if (set?.size === 0) streams.delete(userId);
            raw.end();
          },
        };
        const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
        raw.on('close', () => stream.close());

        let set = streams.get(userId);
        if (!set) {
          set = new Set();
          streams.set(userId, set);
        }
        set.add(stream);
        connections += 1;

        // Subscribed first, replayed second: anything arriving in between is sent once (ids only go up).
        if (lastEventId !== undefined) {
          const missed = await repo.listAfter(userId, lastEventId);
          for (const row of missed) stream.send(presentNotification(row));
        }
      },
      signal(userIds, event, data) {
        for (const userId of userIds)
          for (const stream of streams.get(userId) ?? []) stream.signal(event, data);
      },
      holds(userIds) {
        return userIds.some((userId) => (streams.get(userId)?.size ?? 0) > 0);
      },
      get connections() {
        return connections;
      },
    };
  },
  ['database', 'sessions', 'notifications-repository'],
);
