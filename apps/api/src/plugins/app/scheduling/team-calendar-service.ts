import type { FastifyInstance } from 'fastify';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import type { HolidaysResponse, TrainerServicesResponse } from '@vitalia/shared/scheduling';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';

/**
 * The team's calendar rules beyond each one's hours (issue 45 §6). Chile's public holidays as the data has
 * them: every professional is closed on them unless she set other hours for the date; admins keep the table
 * (a new year, a holiday added or moved by law). And which consultation types each professional offers.
 * Each change is audited and frees or closes the slots at once.
 */
export function teamCalendarService(app: FastifyInstance) {
  const repo = app.schedulingRepository;
  const listOf = async (year: number): Promise<HolidaysResponse> => ({
    success: true,
    year,
    holidays: (await repo.holidaysOf(year)).map(({ date, name, irrenunciable }) => ({
      date,
      name,
      irrenunciable,
    })),
  });
  /** The types a professional offers (empty: every type). */
  const servicesOf = async (trainerId: number): Promise<TrainerServicesResponse> => {
    if (!(await app.trainersRepository.findById(trainerId))) throw AppError.notFound(M.trainerNotFound);
    return {
      success: true,
      trainer_id: trainerId,
      type_ids: (await repo.servicesOf([trainerId])).get(trainerId) ?? [],
    };
  };
  return {
    list: listOf,

    async save(actor: AuditActor, date: string, input: { name: string; irrenunciable: boolean }) {
      const before = await repo.findHoliday(date);
      await app.db.transaction(async (tx) => {
        await repo.saveHoliday({ date, ...input }, tx);
        await app.auditLog.append(
          actor,
          { action: 'holiday.save', entity: 'holiday', entityId: date, before: before ?? null, after: input },
          tx,
        );
      });
      app.appointmentSlots.invalidate();
      return listOf(Number(date.slice(0, 4)));
    },

    services: servicesOf,

    /** Which types she offers from now on; bookings already made stay. Audited. */
    async setServices(
      actor: AuditActor,
      trainerId: number,
      typeIds: number[],
    ): Promise<TrainerServicesResponse> {
      const before = await servicesOf(trainerId);
      const known = new Set((await app.schedulingRepository.activeTypes()).map((type) => type.id));
      if (typeIds.some((id) => !known.has(id)))
        throw AppError.badRequest(M.unknownType, { type_ids: M.unknownType });
      await app.db.transaction(async (tx) => {
        await repo.setServices(trainerId, typeIds, tx);
        await app.auditLog.append(
          actor,
          {
            action: 'trainer.services',
            entity: 'trainer',
            entityId: trainerId,
            before: before.type_ids,
            after: typeIds,
          },
          tx,
        );
      });
      app.appointmentSlots.invalidate();
      return { ...(await servicesOf(trainerId)), message: M.servicesSaved };
    },

    async remove(actor: AuditActor, date: string) {
      await app.db.transaction(async (tx) => {
        const before = await repo.findHoliday(date, tx);
        if (!before || !(await repo.removeHoliday(date, tx))) throw AppError.notFound(M.holidayNotFound);
        await app.auditLog.append(
          actor,
          { action: 'holiday.remove', entity: 'holiday', entityId: date, before },
          tx,
        );
      });
      app.appointmentSlots.invalidate();
      return listOf(Number(date.slice(0, 4)));
    },
  };
}

export type TeamCalendarService = ReturnType<typeof teamCalendarService>;

declare module 'fastify' {
  interface FastifyInstance {
    teamCalendar: TeamCalendarService;
  }
}

export default domainPlugin('teamCalendar', teamCalendarService, [
  'scheduling-repository',
  'trainers-repository',
  'appointment-slots',
  'audit-log',
]);
