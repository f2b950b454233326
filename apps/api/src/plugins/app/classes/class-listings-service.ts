import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { CLASS_MESSAGES as M } from '@vitalia/shared/messages/classes';
import {
  ADMIN_CLASS_PAGE_SIZE,
  CLASS_PAGE_SIZE,
  type AttendeesResponse,
  type CalendarResponse,
  type ClassListResponse,
  type LiveClass,
} from '@vitalia/shared/classes';
import type { AgendaItem } from '@vitalia/shared/scheduling';
import { wallClockInstant } from '@vitalia/shared/scheduling-rules';
import { AppError } from '../../../lib/app-error';
import { domainPlugin } from '../domain-plugin';
import type { Viewer } from '../entitlements/entitlements';
import { fullNameOf, type UserRow } from '../users/user-presenter';
import { endOf, isStaffOf, presentClass } from './class-presenter';
import type { ClassRow, RegistrationRow } from './classes-repository';
import { pageWindow } from '../../../lib/pagination';

const ZONE = 'America/Santiago';

export async function present(
  app: FastifyInstance,
  rows: ClassRow[],
  viewer: Viewer,
  now: number,
): Promise<LiveClass[]> {
  const mine = await app.classesRepository.mineFor(
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
  app: FastifyInstance,
  viewer: Viewer,
  page: number,
  perPage: number,
  load: (window: {
    now: Date;
    limit: number;
    offset: number;
  }) => Promise<{ rows: ClassRow[]; total: number }>,
): Promise<ClassListResponse> {
  const now = Date.now();
  const { rows, total } = await load({ now: new Date(now), ...pageWindow(page, perPage) });
  return { success: true, classes: await present(app, rows, viewer, now), total, page, per_page: perPage };
}

export async function presentOne(app: FastifyInstance, id: number, viewer: Viewer): Promise<LiveClass> {
  const row = await app.classesRepository.findById(id);
  if (!row) throw AppError.notFound(M.notFound);
  const [one] = await present(app, [row], viewer, Date.now());
  if (!one) throw AppError.notFound(M.notFound);
  return one;
}

/**
 * The class as she sees it once her seat committed. Should reading it again fail (a busy or lost
 * database), the answer still says what is true, her seat, with the class as read before (issue 43 §3).
 */
export async function presentCommitted(
  app: FastifyInstance,
  row: ClassRow,
  viewer: Viewer,
  registration: RegistrationRow,
): Promise<LiveClass> {
  try {
    return await presentOne(app, row.id, viewer);
  } catch (error) {
    app.log.warn({ err: error, classId: row.id }, 'class not re-read after a committed registration');
    return presentClass(row, viewer, { ...registration, position: null }, Date.now());
  }
}

/**
 * Live classes and webinars as people find them (issue 20, ADR 0038): the catalogue, her classes and agenda,
 * a professional's own, who attends, and the admin's list and calendar. Seats are `classSeats`'; editing is
 * `classEditing`'s.
 */
export function classListings(app: FastifyInstance) {
  const repo = app.classesRepository;

  return {
    async catalogue(
      viewer: Viewer,
      query: { kind?: LiveClass['kind']; level?: LiveClass['level']; trainer_id?: number; page: number },
    ): Promise<ClassListResponse> {
      return pageOf(app, viewer, query.page, CLASS_PAGE_SIZE, (window) =>
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
      return pageOf(app, viewer, query.page, CLASS_PAGE_SIZE, (window) =>
        repo.listMine({ ...window, memberId: viewer.id, when: query.when }),
      );
    },

    one: (id: number, viewer: Viewer) => presentOne(app, id, viewer),

    /** Her coming classes for `GET /agenda`, beside her appointments. */
    async agendaItems(viewer: Viewer): Promise<AgendaItem[]> {
      const { rows } = await repo.listMine({
        memberId: viewer.id,
        when: 'upcoming',
        now: new Date(Date.now()),
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
      return pageOf(app, user, query.page, CLASS_PAGE_SIZE, (window) =>
        repo.listForTrainerUser({ ...window, userId: user.id, when: query.when }),
      );
    },

    /** Who is in a class: its trainer's or an admin's question; anyone else's class answers 404. */
    async attendees(viewer: Viewer, classId: number): Promise<AttendeesResponse> {
      const row = await repo.findById(classId);
      if (!row || !isStaffOf(viewer, row)) throw AppError.notFound(M.notFound);
      const rows = await repo.attendees(classId);
      const [live] = await present(app, [row], viewer, Date.now());
      if (!live) throw AppError.notFound(M.notFound);
      return {
        success: true,
        class: live,
        attendees: rows.map(({ registration, member }) => ({
          registration_id: registration.id,
          member: { id: member.id, name: fullNameOf(member) },
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
      return pageOf(app, viewer, query.page, ADMIN_CLASS_PAGE_SIZE, (window) =>
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
      return { success: true, classes: await present(app, rows, viewer, Date.now()) };
    },
  };
}

export type ClassListings = ReturnType<typeof classListings>;

declare module 'fastify' {
  interface FastifyInstance {
    classListings: ClassListings;
  }
}

export default domainPlugin('classListings', classListings, ['classes-repository']);
