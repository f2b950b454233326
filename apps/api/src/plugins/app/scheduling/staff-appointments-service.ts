import type { FastifyInstance } from 'fastify';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import {
  ADMIN_APPOINTMENTS_PAGE_SIZE,
  MY_APPOINTMENTS_PAGE_SIZE,
  type AdminAppointment,
  type AdminAppointmentsResponse,
  type Appointment,
  type TrainerAppointmentsResponse,
} from '@vitalia/shared/scheduling';
import { AppError } from '../../../lib/app-error';
import type { Db } from '../../../db/client';
import type { AuditActor } from '../../../lib/audit-actor';
import { assertInCare } from '../practice/practice-access';
import { domainPlugin } from '../domain-plugin';
import { fullNameOf, type UserRow } from '../users/user-presenter';
import { appointmentNotices } from './appointment-notices';
import { professionalNotices, type ChangedBy } from './professional-notices';
import { presentAdminAppointment, presentAppointment } from './appointment-presenter';
import { plainDate, startOfDate } from './slots-service';
import { pageWindow } from '../../../lib/pagination';

/**
 * Appointments as staff see them (issue 20): a professional's own, the admin's list of all, and recording
 * what happened (realizada, no asistió) or cancelling one for the member.
 */
export function staffAppointments(app: FastifyInstance) {
  const repo = app.schedulingRepository;
  const notices = appointmentNotices(app, app.config.PUBLIC_URL);
  const toProfessional = professionalNotices(app, app.config.PUBLIC_URL);

  return {
    /**
     * The intake of a member who booked her (SPEC: a professional reads an attendee's intake only for members
     * booked with her): anyone else is a 404, as if there were no such member; each read is audited.
     */
    async clientIntake(trainer: UserRow, actor: AuditActor, memberId: number) {
      await assertInCare(app, trainer, 'read', memberId);
      return app.onboardingService.intakeReadBy(actor, memberId);
    },

    /** `/trainer/classes`: a professional's own appointments, with each member's name. */
    async forTrainer(
      user: UserRow,
      query: { when: 'upcoming' | 'past'; page: number },
    ): Promise<TrainerAppointmentsResponse> {
      const now = Date.now();
      const { rows, total } = await repo.listForTrainerUser({
        userId: user.id,
        when: query.when,
        now: new Date(now),
        ...pageWindow(query.page, MY_APPOINTMENTS_PAGE_SIZE),
      });
      return {
        success: true,
        appointments: rows.map((row) => ({
          ...presentAppointment(row, now),
          member: { id: row.member.id, name: fullNameOf(row.member) },
        })),
        total,
        page: query.page,
        per_page: MY_APPOINTMENTS_PAGE_SIZE,
      };
    },

    /**
     * Staff record what happened: realizada or no asistió once it has started (and may correct one into the
     * other), or cancel one not yet over, which gives the consultation back to her month and tells her.
     * A professional acts on her own appointments only (anyone else's answers 404).
     */
    async staffSetStatus(
      staff: { user: UserRow; actor: AuditActor; scope: 'admin' | 'trainer' },
      id: number,
      input: { status: 'completed' | 'no_show' | 'cancelled'; reason?: string },
    ): Promise<AdminAppointment> {
      const now = Date.now();
      const row = await repo.findForStaff(id, staff.scope === 'trainer' ? staff.user.id : undefined);
      if (!row) throw AppError.notFound(M.notFound);
      if (row.status === 'cancelled') throw AppError.conflict(M.cancelledIsFinal);
      const by = staff.scope === 'admin' ? 'admin' : 'trainer';
      const audit = (tx: Db) =>
        app.auditLog.append(
          staff.actor,
          {
            action: 'appointment.status',
            entity: 'appointment',
            entityId: id,
            subjectUserId: row.memberId,
            before: { status: row.status },
            after: { status: input.status, reason: input.reason ?? null },
          },
          tx,
        );
      if (input.status === 'cancelled') {
        if (row.endsAt.getTime() <= now) throw AppError.conflict(M.alreadyOver);
        const member = await app.usersRepository.findById(row.memberId);
        const professional = await toProfessional.professionalOf(row);
        const changedBy: ChangedBy =
          staff.scope === 'admin' ? { role: 'admin', name: fullNameOf(staff.user) } : { role: 'trainer' };
        await app.db.transaction(async (tx) => {
          const done = await repo.cancel(
            id,
            {
              by,
              reason: input.reason || null,
              giveBackAllowance: true,
            },
            tx,
          );
          if (!done) throw AppError.conflict(M.alreadyCancelled);
          if (member) {
            await notices.cancelled(member, row).enqueue(tx);
            await toProfessional.cancelled(tx, row, member, professional, changedBy, input.reason);
          }
          await audit(tx);
        });
        app.appointmentSlots.invalidate();
      } else {
        if (row.startsAt.getTime() > now) throw AppError.conflict(M.notStartedYet);
        await app.db.transaction(async (tx) => {
          if (!(await repo.markOutcome(id, input.status as 'completed' | 'no_show', tx)))
            throw AppError.conflict(M.cancelledIsFinal);
          await audit(tx);
        });
      }
      const after = await repo.findForStaff(id);
      if (!after) throw AppError.notFound(M.notFound);
      return presentAdminAppointment(after, now);
    },

    async adminList(query: {
      status?: Appointment['status'];
      trainer_id?: number;
      from?: string;
      to?: string;
      page: number;
    }): Promise<AdminAppointmentsResponse> {
      const now = Date.now();
      const zone = 'America/Santiago';
      const { rows, total } = await repo.listForAdmin({
        status: query.status,
        trainerId: query.trainer_id,
        from: query.from ? new Date(startOfDate(plainDate(query.from), zone)) : undefined,
        to: query.to ? new Date(startOfDate(plainDate(query.to).add({ days: 1 }), zone)) : undefined,
        ...pageWindow(query.page, ADMIN_APPOINTMENTS_PAGE_SIZE),
      });
      return {
        success: true,
        appointments: rows.map((row) => presentAdminAppointment(row, now)),
        total,
        page: query.page,
        per_page: ADMIN_APPOINTMENTS_PAGE_SIZE,
      };
    },
  };
}

export type StaffAppointments = ReturnType<typeof staffAppointments>;

declare module 'fastify' {
  interface FastifyInstance {
    staffAppointments: StaffAppointments;
  }
}

export default domainPlugin('staffAppointments', staffAppointments, [
  'scheduling-repository',
  'care-repository',
  'onboarding-service',
  'appointment-slots',
  'users-repository',
  'mailer',
  'notifier',
  'audit-log',
]);
