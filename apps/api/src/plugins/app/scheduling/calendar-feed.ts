import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createEvents, type EventAttributes } from 'ics';
import { domainPlugin } from '../domain-plugin';
import { classEventAttributes } from '../classes/class-notices';
import { appointmentEventAttributes } from './appointment-notices';

const DAY_MS = 86_400_000;
/** What a feed holds: the last month (so a calendar keeps what happened) and the next six. */
const FEED_PAST_DAYS = 31;
const FEED_FUTURE_DAYS = 186;

/**
 * Her personal calendar feed (ADR 0039): an address Google Calendar or Apple Calendar subscribes to, with
 * her confirmed appointments and the classes she has a seat in (a professional's feed adds the ones booked
 * with her and the classes she teaches). The address carries `{user}-{version}-{HMAC}` under a key derived
 * from the session secret for this purpose only, so nothing secret is stored; raising the user's version
 * revokes every address issued before. An unknown, altered or revoked address is a plain 404.
 */
export function calendarFeed(app: FastifyInstance, options: { secret: string; publicUrl: string }) {
  const key = crypto.createHmac('sha256', options.secret).update('vitalia.calendar-feed.v1').digest();
  const signatureOf = (userId: number, version: number) =>
    crypto.createHmac('sha256', key).update(`${userId}:${version}`).digest('base64url').slice(0, 32);
  const tokenOf = (userId: number, version: number) => `${userId}-${version}-${signatureOf(userId, version)}`;
  const urlOf = (userId: number, version: number) =>
    `${options.publicUrl}/api/calendar/${tokenOf(userId, version)}.ics`;

  const versionOf = (userId: number) => app.usersRepository.calendarFeedVersion(userId);

  /** The user a token names, when it is hers as issued and not revoked; else undefined. */
  async function verify(token: string): Promise<number | undefined> {
    const match = /^(\d{1,10})-(\d{1,10})-([A-Za-z0-9_-]{32})$/.exec(token);
    if (!match) return undefined;
    const userId = Number(match[1]);
    const version = Number(match[2]);
    const given = Buffer.from(match[3] ?? '');
    const expected = Buffer.from(signatureOf(userId, version));
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
    return (await versionOf(userId)) === version ? userId : undefined;
  }

  return {
    async address(userId: number): Promise<string> {
      return urlOf(userId, (await versionOf(userId)) ?? 1);
    },

    /** A new address; the old one stops working at once (someone else had it, or she wants a clean slate). */
    async reset(userId: number): Promise<string> {
      return urlOf(userId, (await app.usersRepository.nextCalendarFeedVersion(userId)) ?? 1);
    },

    /** The .ics body for a token, or undefined (unknown, altered or revoked). */
    async file(token: string, now = Date.now()): Promise<string | undefined> {
      const userId = await verify(token);
      if (userId === undefined) return undefined;
      const from = new Date(now - FEED_PAST_DAYS * DAY_MS);
      const to = new Date(now + FEED_FUTURE_DAYS * DAY_MS);
      const [appointments, classes] = await Promise.all([
        app.schedulingRepository.confirmedForFeed(userId, from, to),
        app.classesRepository.scheduledForFeed(userId, from, to),
      ]);
      const events: EventAttributes[] = [
        ...appointments.map((row) => {
          const event = appointmentEventAttributes(row);
          // A professional's copy names who comes (first name only: the feed may sit on a shared device).
          return row.memberId === userId
            ? event
            : { ...event, title: `${row.type.name} con ${row.member.firstName}` };
        }),
        ...classes.map((row) => classEventAttributes(row, userId)),
      ];
      const { error, value } = createEvents(events, {
        productId: 'vitalia/agenda',
        method: 'PUBLISH',
        calName: 'Vitalia',
      });
      if (error || value === undefined || value === null) throw error ?? new Error('ics: calendario vacío');
      return value;
    },
  };
}

export type CalendarFeed = ReturnType<typeof calendarFeed>;

declare module 'fastify' {
  interface FastifyInstance {
    calendarFeed: CalendarFeed;
  }
}

export default domainPlugin(
  'calendarFeed',
  (app) => calendarFeed(app, { secret: app.config.SESSION_SECRET, publicUrl: app.config.PUBLIC_URL }),
  ['scheduling-repository', 'classes-repository', 'users-repository'],
);
