import type { FastifyInstance } from 'fastify';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import type { HolidaysResponse } from '@vitalia/shared/scheduling';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';

/**
 * Chile's public holidays as the data has them (issue 45 §6): every professional is closed on them unless
 * she set other hours for the date. Admins keep the table (a new year, a holiday added or moved by law);
 * each change is audited and frees or closes the slots at once.
 */
export function publicHolidaysService(app: FastifyInstance) {
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

export type PublicHolidaysService = ReturnType<typeof publicHolidaysService>;

declare module 'fastify' {
  interface FastifyInstance {
    publicHolidays: PublicHolidaysService;
  }
}

export default domainPlugin('publicHolidays', publicHolidaysService, [
  'scheduling-repository',
  'appointment-slots',
  'audit-log',
]);
