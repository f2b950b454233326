import { CHANNELS } from '../../../db/announce';
import { notifiedMap } from '../../../db/notified-cache';
import { domainPlugin } from '../domain-plugin';

/** As many accounts as the session cache keeps; beyond that the oldest badges are read again. */
const BADGES_KEPT_MAX = 50_000;

export interface UnreadBadges {
  /** What the account has not read, in all its threads and on both sides (member, professional). */
  count(userId: number): Promise<number>;
  /**
   * After this instance moved these accounts' counters: their next ask here reads the database, even before
   * the triggers' NOTIFY comes back (a member who just read a thread sees her badge go down at once).
   */
  forget(userIds: readonly (number | null)[]): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    unreadBadges: UnreadBadges;
  }
}

/**
 * The unread-messages badge of each account that asked for it, kept in this instance's memory (ADR 0090,
 * addendum): every page of a signed-in account asks for it, and it changes only with her messages. The
 * counters' own triggers (migration 0069) name on PostgreSQL the account whose badge moved, from any
 * instance and any statement; that drops it here. While LISTEN is down nothing is kept (db/notified-cache.ts).
 */
export default domainPlugin(
  'unreadBadges',
  async (app) => {
    const badges = await notifiedMap<number>(app.database, CHANNELS.unreadBadges, BADGES_KEPT_MAX);
    app.addHook('onClose', () => badges.close());
    return {
      count: (userId) => badges.get(userId, () => app.conversationsRepository.unreadFor(userId)),
      forget: (userIds) => badges.forget(userIds),
    };
  },
  ['conversations-repository'],
);
