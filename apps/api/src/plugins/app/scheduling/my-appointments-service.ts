import type { FastifyInstance } from 'fastify';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import {
  MY_APPOINTMENTS_PAGE_SIZE,
  type AgendaResponse,
  type Appointment,
  type AppointmentListResponse,
  type ManagedAppointment,
} from '@vitalia/shared/scheduling';
import { AppError } from '../../../lib/app-error';
import { domainPlugin } from '../domain-plugin';
import { allowanceOf } from './allowance';
import type { Viewer } from '../entitlements/entitlements';
import type { UserRow } from '../users/user-presenter';
import type { LinkPurpose } from './appointment-links';
import { appointmentNotices } from './appointment-notices';
import { presentAppointment, presentManaged } from './appointment-presenter';
import type { AppointmentRow } from './scheduling-repository';
import { pageWindow } from '../../../lib/pagination';

/** Her own appointment, or the same 404 as a missing one: another member's is never shown. */
export async function ownAppointment(
  app: FastifyInstance,
  viewer: Viewer,
  id: number,
): Promise<AppointmentRow> {
  const row = await app.schedulingRepository.findForMember(id, viewer.id);
  if (!row) throw AppError.notFound(M.notFound);
  return row;
}

/**
 * A member's appointments (issue 20): her lists, one appointment and its calendar file, her agenda, and the
 * appointment an e-mailed link opens without signing in.
 */
export function myAppointments(app: FastifyInstance) {
  const repo = app.schedulingRepository;
  const notices = appointmentNotices(app, app.config.PUBLIC_URL);

  // Her home shows her next appointment, and "Agenda tu primera cita" can be started now.
  app.onboardingService.enableSection('first_appointment');
  // Her home's first step: a consultation her plan includes (or she bought) and has not booked (issue 49 §6).
  app.onboardingService.registerBookable(async (user) =>
    user.role === 'member' ? (await allowanceOf(app, app.db, user, Date.now())).remaining : 0,
  );
  app.onboardingService.registerUpcoming(async (userId) => {
    const { rows } = await repo.listForMember({
      memberId: userId,
      when: 'upcoming',
      now: new Date(),
      limit: 1,
      offset: 0,
    });
    const next = rows[0];
    if (!next) return null;
    return {
      kind: 'appointment',
      title: `${next.type.name} con ${next.trainer.name}`,
      starts_at: next.startsAt.toISOString(),
      href: `/citas#cita-${next.id}`,
    };
  });

  return {
    async mine(
      viewer: Viewer,
      query: { when: 'upcoming' | 'past'; page: number },
    ): Promise<AppointmentListResponse> {
      const now = Date.now();
      const { rows, total } = await repo.listForMember({
        memberId: viewer.id,
        when: query.when,
        now: new Date(now),
        ...pageWindow(query.page, MY_APPOINTMENTS_PAGE_SIZE),
      });
      return {
        success: true,
        appointments: rows.map((row) => presentAppointment(row, now)),
        total,
        page: query.page,
        per_page: MY_APPOINTMENTS_PAGE_SIZE,
      };
    },

    async one(viewer: Viewer, id: number): Promise<Appointment> {
      return presentAppointment(await ownAppointment(app, viewer, id), Date.now());
    },

    /** Her own upcoming appointment as an .ics file (stable UID, SEQUENCE = reschedules). */
    async calendarFile(viewer: Viewer, id: number): Promise<string> {
      return notices.calendarFile(await ownAppointment(app, viewer, id));
    },

    /**
     * The appointment an e-mailed link names, if the link is intact, unexpired, of its current version and
     * (when `purpose` is given) made for that purpose; anything else is the same 404.
     */
    async linked(
      token: string,
      purpose?: LinkPurpose,
    ): Promise<{ row: AppointmentRow; member: UserRow; purpose: LinkPurpose }> {
      const claim = app.appointmentLinks.verify(token, Date.now());
      const row = claim ? await repo.findById(claim.id) : undefined;
      const member = row ? await app.usersRepository.findById(row.memberId) : undefined;
      if (!claim || !row || !member || row.rescheduleCount !== claim.version)
        throw AppError.notFound(M.linkInvalid);
      if (purpose && claim.purpose !== purpose) throw AppError.notFound(M.linkInvalid);
      return { row, member, purpose: claim.purpose };
    },

    async presentLinkedById(id: number, member: UserRow, purpose: LinkPurpose): Promise<ManagedAppointment> {
      const row = await repo.findById(id);
      if (!row) throw AppError.notFound(M.linkInvalid);
      return presentManaged(row, member, purpose, Date.now());
    },

    presentLinked(row: AppointmentRow, member: UserRow, purpose: LinkPurpose): ManagedAppointment {
      return presentManaged(row, member, purpose, Date.now());
    },

    /** `GET /agenda`: what she has coming, soonest first (appointments today; classes join them later). */
    async agenda(viewer: Viewer): Promise<AgendaResponse> {
      const now = Date.now();
      const { rows } = await repo.listForMember({
        memberId: viewer.id,
        when: 'upcoming',
        now: new Date(now),
        limit: MY_APPOINTMENTS_PAGE_SIZE,
        offset: 0,
      });
      return {
        success: true,
        items: rows.map((row) => ({
          kind: 'appointment' as const,
          id: row.id,
          title: row.type.name,
          subtitle: `Con ${row.trainer.name} · ${formatLongDateTime(row.startsAt)}`,
          starts_at: row.startsAt.toISOString(),
          ends_at: row.endsAt.toISOString(),
          href: `/citas#cita-${row.id}`,
        })),
      };
    },
  };
}

export type MyAppointments = ReturnType<typeof myAppointments>;

declare module 'fastify' {
  interface FastifyInstance {
    myAppointments: MyAppointments;
  }
}

export default domainPlugin('myAppointments', myAppointments, [
  'scheduling-repository',
  'appointment-links',
  'users-repository',
  'onboarding-service',
]);
