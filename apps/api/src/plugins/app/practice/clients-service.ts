import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PRACTICE_MESSAGES as M } from '@vitalia/shared/messages/practice';
import type { ClientChart, ClientsResponse, PracticeCard, TrainerHome } from '@vitalia/shared/practice';
import {
  CLIENT_SORTS,
  CLIENTS_PAGE_SIZE,
  type ClientSort,
  type ClientStatus,
} from '@vitalia/shared/practice-rules';
import type { PlanType } from '@vitalia/shared/plans';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { decodeCursor, encodeCursor } from '../../../lib/keyset-cursor';
import { domainPlugin } from '../domain-plugin';
import type { UserRow } from '../users/user-presenter';
import { plainDate, startOfDate } from '../scheduling/slots-service';
import { dateIn } from '@vitalia/shared/scheduling-rules';
import { assertInCare, practiceCard } from './practice-access';
import { presentClient, presentHomeItem, presentTimelineItem } from './practice-presenter';

/** Where the next page starts, for which list (another filter's cursor is refused), and its total. */
const CursorSchema = z.object({
  sort: z.enum(CLIENT_SORTS),
  filter: z.string().max(300),
  key: z.string().max(200),
  id: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});

/** How many members needing attention "Hoy" lists; the rest are a click away in "Mis clientes". */
const HOME_ATTENTION = 5;
const ZONE = 'America/Santiago';

/** A professional's clients, one client's chart, and her "Hoy" (issue 45 §1–§3). */
export function practiceClients(app: FastifyInstance) {
  const care = app.careRepository;
  const clinical = app.clinicalRepository;

  type ListQuery = { q?: string; status?: ClientStatus; plan?: PlanType; sort: ClientSort; cursor?: string };

  /** One page of the clients of the professional whose card this is. */
  const listFor = async (user: UserRow, query: ListQuery): Promise<ClientsResponse> => {
    const filter = { userId: user.id, search: query.q || undefined, plan: query.plan, status: query.status };
    const fingerprint = JSON.stringify([filter.search, filter.plan, filter.status]);
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, CursorSchema);
    if (cursor === null || (cursor && (cursor.sort !== query.sort || cursor.filter !== fingerprint)))
      throw AppError.badRequest(M.badCursor);
    // The total is counted with the first page and carried by its cursors: turning a page counts nothing.
    const [rows, total] = await Promise.all([
      care.listClients({
        ...filter,
        sort: query.sort,
        after: cursor ? { key: cursor.key, id: cursor.id } : undefined,
        limit: CLIENTS_PAGE_SIZE + 1,
      }),
      cursor ? cursor.total : care.countClients(filter),
    ]);
    // Nobody listed: perhaps because she has no team card, which is a 404 saying so.
    if (rows.length === 0) await practiceCard(app, user);
    const page = rows.slice(0, CLIENTS_PAGE_SIZE);
    const last = page.at(-1);
    const now = Date.now();
    return {
      success: true,
      clients: page.map((row) => presentClient(row, now)),
      total,
      next_cursor:
        rows.length > CLIENTS_PAGE_SIZE && last
          ? encodeCursor({
              sort: query.sort,
              filter: fingerprint,
              key: last.sortKey,
              id: last.memberId,
              total,
            })
          : null,
    };
  };

  return {
    /** Her team card, or null: whether she has a practice to show (an admin most often has none). */
    async card(user: UserRow): Promise<PracticeCard> {
      const card = await app.trainersRepository.findByUser(user.id);
      return { success: true, card: card ? { id: card.id, name: card.name } : null };
    },

    list: listFor,

    /** The chart: her row, intake and consent, what she did, and this professional's consultations with her. */
    async chart(user: UserRow, actor: AuditActor, memberId: number): Promise<ClientChart> {
      const trainerId = await practiceCard(app, user);
      await assertInCare(app, user, 'read', memberId);
      const [row] = await care.listClients({ userId: user.id, memberId, sort: 'name', limit: 1 });
      if (!row) throw AppError.notFound(M.clientNotFound);
      await app.auditLog.append(actor, {
        action: 'clinical-record.read',
        entity: 'clinical-record',
        entityId: memberId,
        subjectUserId: memberId,
      });
      const [intake, timeline, consultations] = await Promise.all([
        app.onboardingService.intakeReadBy(actor, memberId),
        clinical.timeline(memberId, trainerId),
        clinical.consultationsWith(memberId, trainerId),
      ]);
      const { success: _omit, ...intakeState } = intake;
      return {
        success: true,
        client: { ...presentClient(row, Date.now()), phone: row.phone },
        intake: intakeState,
        timeline: timeline.map(presentTimelineItem),
        consultations: consultations.map((item) => ({
          id: item.id,
          starts_at: item.startsAt.toISOString(),
          type_name: item.typeName,
          status: item.status,
        })),
      };
    },

    /** "Hoy": today's and tomorrow's consultations and classes (Chile's days), and who needs her attention. */
    async home(user: UserRow): Promise<TrainerHome> {
      const trainerId = await practiceCard(app, user);
      const today = plainDate(dateIn(Date.now(), ZONE));
      const bounds = [0, 1, 2].map((days) => new Date(startOfDate(today.add({ days }), ZONE)));
      const [todayStart, tomorrowStart, dayAfter] = bounds as [Date, Date, Date];
      const [agenda, attention, everyone] = await Promise.all([
        care.agendaBetween(trainerId, todayStart, dayAfter),
        listFor(user, { status: 'attention', sort: 'last_contact' }),
        care.countClients({ userId: user.id }),
      ]);
      const items = agenda.map(presentHomeItem);
      return {
        success: true,
        name: user.firstName,
        today: items.filter((item) => Date.parse(item.starts_at) < tomorrowStart.getTime()),
        tomorrow: items.filter((item) => Date.parse(item.starts_at) >= tomorrowStart.getTime()),
        attention: attention.clients.slice(0, HOME_ATTENTION),
        counts: { clients: everyone, attention: attention.total },
      };
    },
  };
}

export type PracticeClients = ReturnType<typeof practiceClients>;

declare module 'fastify' {
  interface FastifyInstance {
    practiceClients: PracticeClients;
  }
}

export default domainPlugin('practiceClients', practiceClients, [
  'care-repository',
  'clinical-repository',
  'trainers-repository',
  'onboarding-service',
  'audit-log',
]);
