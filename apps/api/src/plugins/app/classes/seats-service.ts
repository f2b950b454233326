import type { FastifyInstance } from 'fastify';
import { CLASS_MESSAGES as M } from '@vitalia/shared/messages/classes';
import type { LiveClass } from '@vitalia/shared/classes';
import { offerExpiry } from '@vitalia/shared/class-rules';
import { AppError } from '../../../lib/app-error';
import type { Db } from '../../../db/client';
import { domainPlugin } from '../domain-plugin';
import type { Viewer } from '../entitlements/entitlements';
import type { UserRow } from '../users/user-presenter';
import {
  CLASS_REMINDER_QUEUE,
  classEvent,
  classNotices,
  OFFER_LAPSE_QUEUE,
  type ClassNotices,
  type ClassReminderJob,
  type OfferLapseJob,
} from './class-notices';
import { isStaffOf } from './class-presenter';
import { presentCommitted, presentOne } from './class-listings-service';
import type { ClassRow, RegistrationRow } from './classes-repository';

/** Thrown inside a registration transaction that lost a race to the same member's other request. */
class SameMemberRace extends Error {}

/** Thrown inside a registration transaction that found no seat left: her row and notices roll back. */
class NoSeatLeft extends Error {}

type Outcome =
  | { kind: 'created' | 'accepted' | 'replay'; registration: RegistrationRow }
  | { kind: 'still-waiting' | 'full' | 'lapsed' };

export function assertOpen(row: ClassRow, now: number) {
  if (row.status === 'cancelled') throw AppError.conflict(M.classCancelled);
  if (row.startsAt.getTime() <= now) throw AppError.conflict(M.started);
}

/**
 * Offers every free seat to the first in line, each held until `offerExpiry` (never past the start), with
 * an e-mail, a bell and a lapse job in this transaction. Nothing is offered ten minutes from the start.
 */
export async function promote(
  app: FastifyInstance,
  notices: ClassNotices,
  tx: Db,
  classId: number,
  now: number,
): Promise<void> {
  const repo = app.classesRepository;
  const live = await repo.lockClass(classId, tx);
  if (!live || live.status !== 'scheduled') return;
  const expiry = offerExpiry(now, live.startsAt.getTime());
  if (expiry === null) return;
  const row = await repo.findById(classId, tx);
  if (!row) return;
  for (let free = live.capacity - live.seatsTaken; free > 0; free -= 1) {
    const next = await repo.nextInLine(classId, tx);
    if (!next) return;
    if (!(await repo.takeSeat(classId, new Date(now), tx))) return;
    const offerCount = next.offerCount + 1;
    const expiresAt = new Date(expiry);
    await repo.setStatus(next.id, ['waitlisted'], 'offered', { offerExpiresAt: expiresAt, offerCount }, tx);
    await app.jobs.send<OfferLapseJob>(
      OFFER_LAPSE_QUEUE,
      { registrationId: next.id, offerCount },
      { tx, key: `class-offer:${next.id}:${offerCount}`, startAfter: expiresAt },
    );
    await notices.offered(tx, next.memberId, row, expiresAt);
  }
}

/** Ends an offer that ran out: the seat goes back and, at once, to the next in line. */
async function lapse(
  app: FastifyInstance,
  notices: ClassNotices,
  tx: Db,
  registration: RegistrationRow,
  now: number,
): Promise<boolean> {
  const repo = app.classesRepository;
  const done = await repo.setStatus(registration.id, ['offered'], 'lapsed', {}, tx);
  if (!done) return false;
  await repo.freeSeat(registration.classId, tx);
  const row = await repo.findById(registration.classId, tx);
  if (row) await notices.lapsed(tx, registration.memberId, row);
  await promote(app, notices, tx, registration.classId, now);
  return true;
}

/**
 * Seats in live classes and webinars (issue 20, ADR 0038): taken by one conditional update, a waitlist whose
 * first member is offered a freed seat for a while, and the reminders of a seat.
 */
export function classSeats(app: FastifyInstance) {
  const repo = app.classesRepository;
  const notices = classNotices(app, app.config.PUBLIC_URL);

  return {
    /**
     * Takes a seat: created the first time; not when she already has it (a double click, a retry) or takes the
     * seat offered to her. Full: 409 and nothing written (she may join the waitlist).
     */
    async register(
      user: UserRow,
      classId: number,
    ): Promise<{ class: LiveClass; created: boolean; message: string }> {
      const now = Date.now();
      const row = await repo.findById(classId);
      if (!row) throw AppError.notFound(M.notFound);
      if (isStaffOf(user, row)) throw AppError.conflict(M.staffCannotRegister);
      assertOpen(row, now);
      const leadHours = await app.settings.get('reminder_lead_hours');
      let outcome: Outcome;
      try {
        outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
          const existing = await repo.registration(classId, user.id, true, tx);
          if (existing?.status === 'registered') return { kind: 'replay', registration: existing };
          if (existing?.status === 'waitlisted') return { kind: 'still-waiting' };
          if (existing?.status === 'offered') {
            if ((existing.offerExpiresAt?.getTime() ?? 0) <= now) {
              await lapse(app, notices, tx, existing, now);
              return { kind: 'lapsed' };
            }
            await repo.setStatus(existing.id, ['offered'], 'registered', {}, tx);
            await notices.registered(tx, user.id, existing.id, row, leadHours);
            return { kind: 'accepted', registration: { ...existing, status: 'registered' } };
          }
          const registration = await repo.upsertRegistration(
            {
              classId,
              memberId: user.id,
              status: 'registered',
              now: new Date(now),
            },
            tx,
          );
          if (!registration) throw new SameMemberRace();
          await notices.registered(tx, user.id, registration.id, row, leadHours);
          // Every member's seat queues on the class's row: it is locked last, so each holds it only for the
          // update and the commit (issue 43 §3). No seat left: her row and notices roll back with this.
          if (!(await repo.takeSeat(classId, new Date(now), tx))) throw new NoSeatLeft();
          return { kind: 'created', registration };
        });
      } catch (error) {
        if (error instanceof NoSeatLeft) outcome = { kind: 'full' };
        // Her other request took the seat first (this one's was given back with its rollback).
        else if (error instanceof SameMemberRace) {
          const won = await repo.registration(classId, user.id);
          if (!won) throw error;
          outcome = { kind: 'replay', registration: won };
        } else throw error;
      }
      switch (outcome.kind) {
        case 'full':
          throw new AppError(409, M.full, 'CLASS_FULL');
        case 'lapsed':
          throw new AppError(409, M.offerLapsed, 'OFFER_LAPSED');
        case 'still-waiting':
          throw new AppError(409, M.alreadyWaitlisted, 'WAITLISTED');
        case 'created':
        case 'accepted':
        case 'replay': {
          const message =
            outcome.kind === 'created'
              ? M.registered
              : outcome.kind === 'accepted'
                ? M.offerAccepted
                : M.alreadyRegistered;
          const created = outcome.kind === 'created';
          return { class: await presentCommitted(app, row, user, outcome.registration), created, message };
        }
      }
    },

    /** Joins the line of a full class (created), or answers her place again. */
    async joinWaitlist(
      user: UserRow,
      classId: number,
    ): Promise<{ class: LiveClass; created: boolean; message: string }> {
      const now = Date.now();
      const row = await repo.findById(classId);
      if (!row) throw AppError.notFound(M.notFound);
      if (isStaffOf(user, row)) throw AppError.conflict(M.staffCannotRegister);
      assertOpen(row, now);
      const outcome = await app.db.transaction(async (tx): Promise<'joined' | 'replay'> => {
        const existing = await repo.registration(classId, user.id, true, tx);
        if (existing?.status === 'waitlisted' || existing?.status === 'offered') return 'replay';
        if (existing?.status === 'registered') throw AppError.conflict(M.alreadyRegistered);
        const live = await repo.lockClass(classId, tx);
        if (live && live.seatsTaken < live.capacity) throw AppError.conflict(M.seatsLeftJoinDirectly);
        const joined = await repo.upsertRegistration(
          {
            classId,
            memberId: user.id,
            status: 'waitlisted',
            now: new Date(now),
          },
          tx,
        );
        return joined ? 'joined' : 'replay';
      });
      return {
        class: await presentOne(app, classId, user),
        created: outcome === 'joined',
        message: outcome === 'joined' ? M.waitlisted : M.alreadyWaitlisted,
      };
    },

    /** Gives back her seat (or held seat, or place in line); a freed seat is offered to the next in line. */
    async cancelRegistration(user: UserRow, classId: number): Promise<{ class: LiveClass; message: string }> {
      const now = Date.now();
      const row = await repo.findById(classId);
      if (!row) throw AppError.notFound(M.notFound);
      const message = await app.db.transaction(async (tx) => {
        const existing = await repo.registration(classId, user.id, true, tx);
        if (!existing || !['registered', 'offered', 'waitlisted'].includes(existing.status))
          throw AppError.conflict(M.notRegistered);
        assertOpen(row, now);
        await repo.setStatus(existing.id, [existing.status], 'cancelled', {}, tx);
        if (existing.status === 'waitlisted') return M.leftWaitlist;
        await repo.freeSeat(classId, tx);
        await promote(app, notices, tx, classId, now);
        return M.registrationCancelled;
      });
      return { class: await presentOne(app, classId, user), message };
    },

    /** Her registered class as an .ics file; someone without a seat gets 404, as if there were none. */
    async calendarFile(viewer: Viewer, classId: number): Promise<string> {
      const row = await repo.findById(classId);
      const registration = row ? await repo.registration(classId, viewer.id) : undefined;
      if (!row || registration?.status !== 'registered') throw AppError.notFound(M.notRegistered);
      return classEvent(row, viewer.id);
    },

    /** The lapse job: an offer still open after its time goes to the next in line. */
    async lapseOffer(job: OfferLapseJob): Promise<void> {
      const now = Date.now();
      await app.db.transaction(async (tx) => {
        const registration = await repo.registrationById(job.registrationId, tx);
        if (!registration || registration.status !== 'offered' || registration.offerCount !== job.offerCount)
          return;
        await lapse(app, notices, tx, registration, now);
      });
    },

    remind: (job: ClassReminderJob, jobId: string) => notices.remind(job, jobId),
  };
}

export type ClassSeats = ReturnType<typeof classSeats>;

declare module 'fastify' {
  interface FastifyInstance {
    classSeats: ClassSeats;
  }
}

/** The service, and the two queues its registrations plan: reminders and the end of offers. */
export default domainPlugin(
  'classSeats',
  async (app) => {
    const service = classSeats(app);
    await app.jobs.define<ClassReminderJob>(
      CLASS_REMINDER_QUEUE,
      { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, batchSize: 5 },
      (job, { id }) => service.remind(job, id),
    );
    // An offer that fails to end keeps a seat from the line: retry it promptly and for long.
    await app.jobs.define<OfferLapseJob>(
      OFFER_LAPSE_QUEUE,
      { retryLimit: 20, retryDelay: 15, retryBackoff: true, expireInSeconds: 120, batchSize: 5 },
      (job) => service.lapseOffer(job),
    );
    return service;
  },
  ['classes-repository', 'class-listings', 'settings', 'users-repository', 'mailer', 'notifier', 'job-queue'],
);
