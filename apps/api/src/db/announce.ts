import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The PostgreSQL channels every instance LISTENs on (DatabaseHandle.listen), named once: a misspelt channel
 * would fail silently, with instances that never hear each other.
 */
export const CHANNELS = {
  sessions: 'vitalia_sessions',
  notifications: 'vitalia_notifications',
  settings: 'vitalia_settings',
  uploadLocks: 'vitalia_upload_locks',
  // Sent by the foods triggers (migration 0070), not by announce(): a food was added, changed or removed.
  foods: 'vitalia_foods',
  // Sent by triggers (migration 0069), not by announce(): the account whose unread-messages badge changed.
  unreadBadges: 'vitalia_unread',
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/**
 * Tells every instance about a change, as JSON, with `pg_notify`. Given a transaction, the message leaves only
 * if it commits (PostgreSQL delivers NOTIFY at commit), so nobody hears of a change that never happened.
 * Several payloads go in one statement whatever their number.
 */
export async function announce(db: Db, channel: Channel, ...payloads: unknown[]): Promise<void> {
  if (payloads.length === 0) return;
  if (payloads.length === 1) {
    await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payloads[0])})`);
    return;
  }
  const texts = JSON.stringify(payloads.map((payload) => JSON.stringify(payload)));
  await db.execute(
    sql`select pg_notify(${channel}, payload) from json_array_elements_text(${texts}::json) as payload`,
  );
}
