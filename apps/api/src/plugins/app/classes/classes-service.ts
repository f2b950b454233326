import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { CLASS_MESSAGES as M } from '@vitalia/shared/messages/classes';
import { hasPlan } from '@vitalia/shared/permissions';
import {
  ADMIN_CLASS_PAGE_SIZE,
  CLASS_PAGE_SIZE,
  type AttendeesResponse,
  type CalendarResponse,
  type ClassListResponse,
  type CreateClassResponse,
  type LiveClass,
} from '@vitalia/shared/classes';
import type { AgendaItem } from '@vitalia/shared/scheduling';
import {
  meetingOpensAt,
  offerExpiry,
  SERIES_MAX_DAYS,
  SERIES_MAX_SESSIONS,
  seriesStarts,
  wallClockOf,
} from '@vitalia/shared/class-rules';
import { wallClockInstant } from '@vitalia/shared/scheduling-rules';
import { AppError } from '../../../lib/app-error';
import { exclusionViolation } from '../../../lib/database-errors';
import type { Db } from '../../../db/client';
import type { AuditActor } from '../admin/audit-log';
import { domainPlugin } from '../domain-plugin';
import type { Viewer } from '../entitlements/entitlements';
import { slugOf } from '../library/library-service';
import { photoUrlOf } from '../trainers/trainers-repository';
import type { UserRow } from '../users/user-presenter';
import {
  CLASS_REMINDER_QUEUE,
  classEvent,
  classNotices,
  OFFER_LAPSE_QUEUE,
  type ClassReminderJob,
  type OfferLapseJob,
} from './class-notices';
import type {
  ClassesRepository,
  ClassRow,
  MyRegistrationRow,
  NewClass,
  RegistrationRow,
} from './classes-repository';

const MINUTE_MS = 60_000;
const ZONE = 'America/Santiago';

/** Thrown inside a registration transaction that lost a race to the same member's other request. */
class SameMemberRace extends Error {}

/** Thrown inside a registration transaction that found no seat left: her row and notices roll back. */
class NoSeatLeft extends Error {}

type Outcome =
  | { kind: 'created' | 'accepted' | 'replay'; registration: RegistrationRow }
  | { kind: 'still-waiting' | 'full' | 'lapsed' };

const endOf = (row: Pick<ClassRow, 'startsAt' | 'durationMinutes'>) =>
  new Date(row.startsAt.getTime() + row.durationMinutes * MINUTE_MS);

/** Staff of this class: admins, and the trainer whose account runs it. */
const isStaffOf = (viewer: Viewer, row: Pick<ClassRow, 'trainer'>) =>
  viewer.role === 'admin' || (row.trainer?.userId != null && row.trainer.userId === viewer.id);

export function presentClass(
  row: ClassRow,
  viewer: Viewer,
  mine: MyRegistrationRow | undefined,
  now: number,
): LiveClass {
  const start = row.startsAt.getTime();
  const opensAt = meetingOpensAt(start);
  const staff = isStaffOf(viewer, row);
  const seated = mine?.status === 'registered';
  const showLink =
    row.status === 'scheduled' && (staff || (seated && now >= opensAt && now < endOf(row).getTime()));
  const active = mine && ['registered', 'waitlisted', 'offered'].includes(mine.status);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    trainer: row.trainer
      ? { id: row.trainer.id, name: row.trainer.name, photo_url: photoUrlOf(row.trainer) }
      : null,
    starts_at: row.startsAt.toISOString(),
    ends_at: endOf(row).toISOString(),
    duration_minutes: row.durationMinutes,
    level: row.level,
    required_plan: row.requiredPlan,
    status: row.status,
    capacity: row.capacity,
    seats_left: Math.max(0, row.capacity - row.seatsTaken),
    waitlist_count: row.waitlistCount,
    series_id: row.seriesId,
    locked: !staff && !hasPlan({ role: viewer.role, plan: viewer.planType }, row.requiredPlan),
    mine:
      mine && (active || mine.status === 'lapsed')
        ? {
            status: mine.status,
            waitlist_position: mine.position,
            offer_expires_at: mine.status === 'offered' ? (mine.offerExpiresAt?.toISOString() ?? null) : null,
          }
        : null,
    meeting_url: showLink ? row.meetingUrl : null,
    meeting_opens_at: new Date(opensAt).toISOString(),
    cancel_reason: row.cancelReason,
  };
}

/**
 * Live classes and webinars (issue 20, ADR 0038): seats taken by one conditional update, a waitlist whose
 * first member is offered a freed seat for a while, reminders, and the admin's classes and series with the
 * database keeping a trainer out of two classes at once.
 */
export function classesService(app: FastifyInstance, publicUrl: string) {
  const repo: ClassesRepository = app.classesRepository;
  const notices = classNotices(app, publicUrl);
  const clock = () => Date.now();

  async function present(rows: ClassRow[], viewer: Viewer, now: number): Promise<LiveClass[]> {
    const mine = await repo.mineFor(
      viewer.id,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentClass(row, viewer, mine.get(row.id), now));
  }

  /**
   * One page of a class list as the API answers it: `load` gets the repository's window (limit, offset and
   * the clock), the page is presented for the viewer.
   */
  async function pageOf(
    viewer: Viewer,
    page: number,
    perPage: number,
    load: (window: {
      now: Date;
      limit: number;
      offset: number;
    }) => Promise<{ rows: ClassRow[]; total: number }>,
  ): Promise<ClassListResponse> {
    const now = clock();
    const { rows, total } = await load({ now: new Date(now), limit: perPage, offset: (page - 1) * perPage });
    return { success: true, classes: await present(rows, viewer, now), total, page, per_page: perPage };
  }

  async function presentOne(id: number, viewer: Viewer): Promise<LiveClass> {
    const row = await repo.findById(id);
    if (!row) throw AppError.notFound(M.notFound);
    const [one] = await present([row], viewer, clock());
    if (!one) throw AppError.notFound(M.notFound);
    return one;
  }

  /**
   * The class as she sees it once her seat committed. Should reading it again fail (a busy or lost
   * database), the answer still says what is true, her seat, with the class as read before (issue 43 §3).
   */
  async function presentCommitted(
    row: ClassRow,
    viewer: Viewer,
    registration: RegistrationRow,
  ): Promise<LiveClass> {
    try {
      return await presentOne(row.id, viewer);
    } catch (error) {
      app.log.warn({ err: error, classId: row.id }, 'class not re-read after a committed registration');
      return presentClass(row, viewer, { ...registration, position: null }, clock());
    }
  }

  function assertOpen(row: ClassRow, now: number) {
    if (row.status === 'cancelled') throw AppError.conflict(M.classCancelled);
    if (row.startsAt.getTime() <= now) throw AppError.conflict(M.started);
  }

  /**
   * Offers every free seat to the first in line, each held until `offerExpiry` (never past the start), with
   * an e-mail, a bell and a lapse job in this transaction. Nothing is offered ten minutes from the start.
   */
  async function promote(tx: Db, classId: number, now: number): Promise<void> {
    const live = await repo.lockClass(tx, classId);
    if (!live || live.status !== 'scheduled') return;
    const expiry = offerExpiry(now, live.startsAt.getTime());
    if (expiry === null) return;
    const row = await repo.findById(classId, tx);
    if (!row) return;
    for (let free = live.capacity - live.seatsTaken; free > 0; free -= 1) {
      const next = await repo.nextInLine(tx, classId);
      if (!next) return;
      if (!(await repo.takeSeat(tx, classId, new Date(now)))) return;
      const offerCount = next.offerCount + 1;
      const expiresAt = new Date(expiry);
      await repo.setStatus(tx, next.id, ['waitlisted'], 'offered', { offerExpiresAt: expiresAt, offerCount });
      await app.jobs.send<OfferLapseJob>(
        OFFER_LAPSE_QUEUE,
        { registrationId: next.id, offerCount },
        { tx, key: `class-offer:${next.id}:${offerCount}`, startAfter: expiresAt },
      );
      await notices.offered(tx, next.memberId, row, expiresAt);
    }
  }

  /**
   * Cancels one scheduled session and tells everyone who had a place in it (mail with the invitation's
   * CANCEL, and a bell); null when it was not scheduled any more.
   */
  async function cancelSession(tx: Db, row: ClassRow, reason: string | undefined) {
    const places = await repo.cancelClass(tx, row.id, reason || null);
    if (places && places.length > 0)
      await notices.cancelled(
        tx,
        places.map((place) => place.memberId),
        row,
        reason || null,
      );
    return places;
  }

  /** Ends an offer that ran out: the seat goes back and, at once, to the next in line. */
  async function lapse(tx: Db, registration: RegistrationRow, now: number): Promise<boolean> {
    const done = await repo.setStatus(tx, registration.id, ['offered'], 'lapsed');
    if (!done) return false;
    await repo.freeSeat(tx, registration.classId);
    const row = await repo.findById(registration.classId, tx);
    if (row) await notices.lapsed(tx, registration.memberId, row);
    await promote(tx, registration.classId, now);
    return true;
  }

  async function trainerFor(id: number) {
    const trainer = await app.trainersRepository.findById(id);
    if (!trainer || !trainer.isActive)
      throw AppError.badRequest(M.trainerNotFound, { trainer_id: M.trainerNotFound });
    return trainer;
  }

  /** Refuses a time the trainer is not free: another class of hers, or a confirmed appointment. */
  async function assertTrainerFree(trainerId: number, startsAt: Date, minutes: number, exceptId?: number) {
    const end = new Date(startsAt.getTime() + minutes * MINUTE_MS);
    const clash = await repo.classOverlapping(trainerId, startsAt, end, exceptId);
    if (clash) throw AppError.conflict(M.trainerBusyClass(clash.title));
    if (await repo.appointmentOverlapping(app.db, trainerId, startsAt, end))
      throw AppError.conflict(M.trainerBusyAppointment);
  }

  const slugFor = (title: string) => `${slugOf(title) || 'clase'}-${crypto.randomBytes(4).toString('hex')}`;

  return {
    async catalogue(
      viewer: Viewer,
      query: { kind?: LiveClass['kind']; level?: LiveClass['level']; trainer_id?: number; page: number },
    ): Promise<ClassListResponse> {
      return pageOf(viewer, query.page, CLASS_PAGE_SIZE, (window) =>
        repo.list({
          ...window,
          when: 'upcoming',
          status: 'scheduled',
          kind: query.kind,
          level: query.level,
          trainerId: query.trainer_id,
        }),
      );
    },

    async mine(
      viewer: Viewer,
      query: { when: 'upcoming' | 'past'; page: number },
    ): Promise<ClassListResponse> {
      return pageOf(viewer, query.page, CLASS_PAGE_SIZE, (window) =>
        repo.listMine({ ...window, memberId: viewer.id, when: query.when }),
      );
    },

    one: presentOne,

    /**
     * Takes a seat: 201 the first time, 200 when she already has it (a double click, a retry) or takes the
     * seat offered to her. Full: 409 and nothing written (she may join the waitlist).
     */
    async register(
      user: UserRow,
      classId: number,
    ): Promise<{ class: LiveClass; status: 201 | 200; message: string }> {
      const now = clock();
      const row = await repo.findById(classId);
      if (!row) throw AppError.notFound(M.notFound);
      if (isStaffOf(user, row)) throw AppError.conflict(M.staffCannotRegister);
      assertOpen(row, now);
      const leadHours = await app.settings.get('reminder_lead_hours');
      let outcome: Outcome;
      try {
        outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
          const existing = await repo.registration(tx, classId, user.id, true);
          if (existing?.status === 'registered') return { kind: 'replay', registration: existing };
          if (existing?.status === 'waitlisted') return { kind: 'still-waiting' };
          if (existing?.status === 'offered') {
            if ((existing.offerExpiresAt?.getTime() ?? 0) <= now) {
              await lapse(tx, existing, now);
              return { kind: 'lapsed' };
            }
            await repo.setStatus(tx, existing.id, ['offered'], 'registered');
            await notices.registered(tx, user.id, existing.id, row, leadHours);
            return { kind: 'accepted', registration: { ...existing, status: 'registered' } };
          }
          const registration = await repo.upsertRegistration(tx, {
            classId,
            memberId: user.id,
            status: 'registered',
            now: new Date(now),
          });
          if (!registration) throw new SameMemberRace();
          await notices.registered(tx, user.id, registration.id, row, leadHours);
          // Every member's seat queues on the class's row: it is locked last, so each holds it only for the
          // update and the commit (issue 43 §3). No seat left: her row and notices roll back with this.
          if (!(await repo.takeSeat(tx, classId, new Date(now)))) throw new NoSeatLeft();
          return { kind: 'created', registration };
        });
      } catch (error) {
        if (error instanceof NoSeatLeft) outcome = { kind: 'full' };
        // Her other request took the seat first (this one's was given back with its rollback).
        else if (error instanceof SameMemberRace) {
          const won = await repo.registration(app.db, classId, user.id);
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
          const status = outcome.kind === 'created' ? 201 : 200;
          return { class: await presentCommitted(row, user, outcome.registration), status, message };
        }
      }
    },

    /** Joins the line of a full class (201), or answers her place again (200). */
    async joinWaitlist(
      user: UserRow,
      classId: number,
    ): Promise<{ class: LiveClass; status: 201 | 200; message: string }> {
      const now = clock();
      const row = await repo.findById(classId);
      if (!row) throw AppError.notFound(M.notFound);
      if (isStaffOf(user, row)) throw AppError.conflict(M.staffCannotRegister);
      assertOpen(row, now);
      const outcome = await app.db.transaction(async (tx): Promise<'joined' | 'replay'> => {
        const existing = await repo.registration(tx, classId, user.id, true);
        if (existing?.status === 'waitlisted' || existing?.status === 'offered') return 'replay';
        if (existing?.status === 'registered') throw AppError.conflict(M.alreadyRegistered);
        const live = await repo.lockClass(tx, classId);
        if (live && live.seatsTaken < live.capacity) throw AppError.conflict(M.seatsLeftJoinDirectly);
        const joined = await repo.upsertRegistration(tx, {
          classId,
          memberId: user.id,
          status: 'waitlisted',
          now: new Date(now),
        });
        return joined ? 'joined' : 'replay';
      });
      return {
        class: await presentOne(classId, user),
        status: outcome === 'joined' ? 201 : 200,
        message: outcome === 'joined' ? M.waitlisted : M.alreadyWaitlisted,
      };
    },

    /** Gives back her seat (or held seat, or place in line); a freed seat is offered to the next in line. */
    async cancelRegistration(user: UserRow, classId: number): Promise<{ class: LiveClass; message: string }> {
      const now = clock();
      const row = await repo.findById(classId);
      if (!row) throw AppError.notFound(M.notFound);
      const message = await app.db.transaction(async (tx) => {
        const existing = await repo.registration(tx, classId, user.id, true);
        if (!existing || !['registered', 'offered', 'waitlisted'].includes(existing.status))
          throw AppError.conflict(M.notRegistered);
        assertOpen(row, now);
        await repo.setStatus(tx, existing.id, [existing.status], 'cancelled');
        if (existing.status === 'waitlisted') return M.leftWaitlist;
        await repo.freeSeat(tx, classId);
        await promote(tx, classId, now);
        return M.registrationCancelled;
      });
      return { class: await presentOne(classId, user), message };
    },

    /** Her registered class as an .ics file; someone without a seat gets 404, as if there were none. */
    async calendarFile(viewer: Viewer, classId: number): Promise<string> {
      const row = await repo.findById(classId);
      const registration = row ? await repo.registration(app.db, classId, viewer.id) : undefined;
      if (!row || registration?.status !== 'registered') throw AppError.notFound(M.notRegistered);
      return classEvent(row, viewer.id);
    },

    /** Her coming classes for `GET /agenda`, beside her appointments. */
    async agendaItems(viewer: Viewer): Promise<AgendaItem[]> {
      const { rows } = await repo.listMine({
        memberId: viewer.id,
        when: 'upcoming',
        now: new Date(clock()),
        limit: CLASS_PAGE_SIZE,
        offset: 0,
      });
      const mine = await repo.mineFor(
        viewer.id,
        rows.map((row) => row.id),
      );
      return rows
        .filter((row) => row.status === 'scheduled' && mine.get(row.id)?.status === 'registered')
        .map((row) => ({
          kind: 'class' as const,
          id: row.id,
          title: row.title,
          subtitle: `${row.trainer ? `Con ${row.trainer.name} · ` : ''}${formatLongDateTime(row.startsAt)}`,
          starts_at: row.startsAt.toISOString(),
          ends_at: endOf(row).toISOString(),
          href: `/classes#clase-${row.id}`,
        }));
    },

    /** `/trainer/classes`: her own classes. */
    async forTrainer(
      user: UserRow,
      query: { when: 'upcoming' | 'past'; page: number },
    ): Promise<ClassListResponse> {
      return pageOf(user, query.page, CLASS_PAGE_SIZE, (window) =>
        repo.listForTrainerUser({ ...window, userId: user.id, when: query.when }),
      );
    },

    /** Who is in a class: its trainer's or an admin's question; anyone else's class answers 404. */
    async attendees(viewer: Viewer, classId: number): Promise<AttendeesResponse> {
      const row = await repo.findById(classId);
      if (!row || !isStaffOf(viewer, row)) throw AppError.notFound(M.notFound);
      const rows = await repo.attendees(classId);
      const [live] = await present([row], viewer, clock());
      if (!live) throw AppError.notFound(M.notFound);
      return {
        success: true,
        class: live,
        attendees: rows.map(({ registration, member }) => ({
          registration_id: registration.id,
          member: { id: member.id, name: `${member.firstName} ${member.lastName}`.trim() },
          status: registration.status,
          since: (registration.waitlistedAt ?? registration.createdAt).toISOString(),
        })),
      };
    },

    async adminList(
      viewer: Viewer,
      query: {
        kind?: LiveClass['kind'];
        status?: LiveClass['status'];
        trainer_id?: number;
        when: 'upcoming' | 'past';
        page: number;
      },
    ): Promise<ClassListResponse> {
      return pageOf(viewer, query.page, ADMIN_CLASS_PAGE_SIZE, (window) =>
        repo.list({
          ...window,
          when: query.when,
          kind: query.kind,
          status: query.status,
          trainerId: query.trainer_id,
        }),
      );
    },

    /** The admin calendar's window: dates of Chile, [from, to] inclusive (at most 93 days). */
    async calendar(
      viewer: Viewer,
      query: { from: string; to: string; trainer_id?: number },
    ): Promise<CalendarResponse> {
      const from = wallClockInstant(Temporal.PlainDate.from(query.from), 0, ZONE);
      const to = wallClockInstant(Temporal.PlainDate.from(query.to).add({ days: 1 }), 0, ZONE);
      const rows = await repo.between(new Date(from), new Date(to), query.trainer_id);
      return { success: true, classes: await present(rows, viewer, clock()) };
    },

    /** One class, or a weekly series of sessions at the same wall-clock time in the trainer's zone. */
    async create(
      viewer: UserRow,
      actor: AuditActor,
      input: {
        kind: LiveClass['kind'];
        title: string;
        description: string;
        trainer_id: number;
        starts_at: string;
        duration_minutes: number;
        capacity: number;
        level: LiveClass['level'];
        required_plan: LiveClass['required_plan'];
        meeting_url?: string | null;
        repeat?: { weekdays: number[]; until: string };
      },
    ): Promise<CreateClassResponse> {
      const now = clock();
      const trainer = await trainerFor(input.trainer_id);
      const first = new Date(input.starts_at);
      if (first.getTime() <= now) throw AppError.badRequest(M.startsInPast, { starts_at: M.startsInPast });
      let starts = [first.getTime()];
      let series: { weekdays: number[]; startMinute: number; timeZone: string; untilDate: string } | null =
        null;
      if (input.repeat) {
        const wall = wallClockOf(first.getTime(), trainer.timeZone);
        const span = Temporal.PlainDate.from(wall.date).until(
          Temporal.PlainDate.from(input.repeat.until),
        ).days;
        if (span < 0 || span > SERIES_MAX_DAYS)
          throw AppError.badRequest(M.untilInvalid, { 'repeat.until': M.untilInvalid });
        series = {
          weekdays: [...input.repeat.weekdays].sort(),
          startMinute: wall.minute,
          timeZone: trainer.timeZone,
          untilDate: input.repeat.until,
        };
        starts = seriesStarts({ firstDate: wall.date, ...series, untilDate: input.repeat.until });
        if (starts.length > SERIES_MAX_SESSIONS)
          throw AppError.badRequest(M.tooManySessions, { 'repeat.until': M.tooManySessions });
      }
      for (const start of starts)
        await assertTrainerFree(trainer.id, new Date(start), input.duration_minutes);
      let ids: number[];
      try {
        ids = await app.db.transaction(async (tx) => {
          const seriesId = series ? await repo.createSeries(tx, series) : null;
          const rows: NewClass[] = starts.map((start) => ({
            kind: input.kind,
            title: input.title,
            description: input.description,
            trainerId: trainer.id,
            startsAt: new Date(start),
            durationMinutes: input.duration_minutes,
            capacity: input.capacity,
            level: input.level,
            requiredPlan: input.required_plan,
            meetingUrl: input.meeting_url ?? null,
            seriesId,
            slug: slugFor(input.title),
          }));
          const inserted = await repo.insertClasses(tx, rows);
          await app.auditLog.append(
            actor,
            {
              action: 'class.create',
              entity: 'live-class',
              entityId: inserted[0],
              after: { title: input.title, sessions: inserted.length, starts_at: input.starts_at },
            },
            tx,
          );
          return inserted;
        });
      } catch (error) {
        if (exclusionViolation(error)) throw AppError.conflict(M.trainerBusyClass(input.title));
        throw error;
      }
      app.appointmentSlots.invalidate();
      const classes = await Promise.all(ids.map((id) => presentOne(id, viewer)));
      return {
        success: true,
        message: ids.length > 1 ? M.seriesCreated(ids.length) : M.created,
        classes,
      };
    },

    /**
     * Edits one session. Moving it keeps every seat, tells the members and plans their reminders anew;
     * more capacity offers the new seats to the waitlist at once; less than the seats taken is refused.
     */
    async update(
      viewer: UserRow,
      actor: AuditActor,
      id: number,
      input: Partial<{
        kind: LiveClass['kind'];
        title: string;
        description: string;
        trainer_id: number;
        starts_at: string;
        duration_minutes: number;
        capacity: number;
        level: LiveClass['level'];
        required_plan: LiveClass['required_plan'];
        meeting_url: string | null;
      }>,
    ): Promise<LiveClass> {
      const now = clock();
      const row = await repo.findById(id);
      if (!row) throw AppError.notFound(M.notFound);
      if (row.status === 'cancelled') throw AppError.conflict(M.alreadyCancelled);
      if (row.startsAt.getTime() <= now) throw AppError.conflict(M.startedCannotEdit);
      const trainerId = input.trainer_id ?? row.trainerId;
      if (input.trainer_id !== undefined) await trainerFor(input.trainer_id);
      const startsAt = input.starts_at ? new Date(input.starts_at) : row.startsAt;
      if (startsAt.getTime() <= now) throw AppError.badRequest(M.startsInPast, { starts_at: M.startsInPast });
      const durationMinutes = input.duration_minutes ?? row.durationMinutes;
      if (input.capacity !== undefined && input.capacity < row.seatsTaken)
        throw AppError.conflict(M.capacityBelowSeats(row.seatsTaken), {
          capacity: M.capacityBelowSeats(row.seatsTaken),
        });
      const moved = startsAt.getTime() !== row.startsAt.getTime() || durationMinutes !== row.durationMinutes;
      const leadHours = await app.settings.get('reminder_lead_hours');
      if (trainerId && (moved || trainerId !== row.trainerId))
        await assertTrainerFree(trainerId, startsAt, durationMinutes, id);
      try {
        await app.db.transaction(async (tx) => {
          await repo.update(
            tx,
            id,
            {
              ...(input.kind ? { kind: input.kind } : {}),
              ...(input.title ? { title: input.title } : {}),
              ...(input.description !== undefined ? { description: input.description } : {}),
              ...(input.trainer_id ? { trainerId: input.trainer_id } : {}),
              ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
              ...(input.level ? { level: input.level } : {}),
              ...(input.required_plan ? { requiredPlan: input.required_plan } : {}),
              ...(input.meeting_url !== undefined ? { meetingUrl: input.meeting_url } : {}),
              startsAt,
              durationMinutes,
            },
            { startsAt, durationMinutes },
          );
          if (moved) {
            const after = await repo.findById(id, tx);
            const holders = await repo.seatHolders(tx, id);
            if (after && holders.length > 0) {
              await notices.moved(
                tx,
                holders.map((holder) => holder.memberId),
                row.startsAt,
                after,
              );
              for (const holder of holders)
                if (holder.status === 'registered')
                  await notices.planReminders(tx, holder.id, startsAt, leadHours);
            }
          }
          if (input.capacity !== undefined && input.capacity > row.capacity) await promote(tx, id, now);
          await app.auditLog.append(
            actor,
            { action: 'class.update', entity: 'live-class', entityId: id, after: input },
            tx,
          );
        });
      } catch (error) {
        if (exclusionViolation(error)) throw AppError.conflict(M.trainerBusyClass(row.title));
        throw error;
      }
      app.appointmentSlots.invalidate();
      return presentOne(id, viewer);
    },

    async cancel(
      viewer: UserRow,
      actor: AuditActor,
      id: number,
      reason: string | undefined,
    ): Promise<LiveClass> {
      const row = await repo.findById(id);
      if (!row) throw AppError.notFound(M.notFound);
      await app.db.transaction(async (tx) => {
        const places = await cancelSession(tx, row, reason);
        if (!places) throw AppError.conflict(M.alreadyCancelled);
        await app.auditLog.append(
          actor,
          {
            action: 'class.cancel',
            entity: 'live-class',
            entityId: id,
            after: { members: places.length, reason },
          },
          tx,
        );
      });
      app.appointmentSlots.invalidate();
      return presentOne(id, viewer);
    },

    /**
     * Cancels every session of a weekly series still to come (a coach stops the class): each as a single
     * cancellation would (its members told, with an invitation's CANCEL), in one transaction, audited once.
     */
    async cancelSeries(
      actor: AuditActor,
      seriesId: number,
      reason: string | undefined,
    ): Promise<{ cancelled: number }> {
      const now = new Date(clock());
      const sessions = await repo.upcomingOfSeries(seriesId, now);
      if (sessions.length === 0) throw AppError.notFound(M.seriesNotFound);
      const cancelled = await app.db.transaction(async (tx) => {
        let count = 0;
        for (const row of sessions) {
          if (await cancelSession(tx, row, reason)) count += 1;
        }
        await app.auditLog.append(
          actor,
          {
            action: 'class.cancel-series',
            entity: 'class-series',
            entityId: seriesId,
            after: { sessions: count, reason },
          },
          tx,
        );
        return count;
      });
      app.appointmentSlots.invalidate();
      return { cancelled };
    },

    /** The lapse job: an offer still open after its time goes to the next in line. */
    async lapseOffer(job: OfferLapseJob): Promise<void> {
      const now = clock();
      await app.db.transaction(async (tx) => {
        const registration = await repo.registrationById(tx, job.registrationId);
        if (!registration || registration.status !== 'offered' || registration.offerCount !== job.offerCount)
          return;
        await lapse(tx, registration, now);
      });
    },

    remind: (job: ClassReminderJob, jobId: string) => notices.remind(job, jobId),
  };
}

export type ClassesService = ReturnType<typeof classesService>;

declare module 'fastify' {
  interface FastifyInstance {
    classesService: ClassesService;
  }
}

/** The service, and the two queues its registrations plan: reminders and the end of offers. */
export default domainPlugin(
  'classesService',
  async (app) => {
    const service = classesService(app, app.config.PUBLIC_URL);
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
  [
    'classes-repository',
    'appointment-slots',
    'trainers-repository',
    'users-repository',
    'mailer',
    'notifier',
    'job-queue',
    'audit-log',
  ],
);
