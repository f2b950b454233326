import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  ADMIN_FEEDBACK_PAGE_SIZE,
  FEEDBACK_CATEGORY_LABELS,
  type AdminFeedbackList,
  type AdminFeedbackQuerySchema,
} from '@vitalia/shared/admin';
import { chileMidnight } from '../../../lib/santiago-days';
import { pageWindow } from '../../../lib/pagination';
import { domainPlugin } from '../domain-plugin';
import { presentFeedback } from './feedback-presenter';

type FeedbackQuery = z.output<typeof AdminFeedbackQuerySchema>;

/** The most rows one CSV export carries. */
const CSV_MAX_ROWS = 10_000;

/** The list's filter: a month is its days in Chile, from its first midnight to the next month's. */
function filterOf(query: FeedbackQuery) {
  const nextMonth = (month: string) => {
    const [year, number] = month.split('-').map(Number) as [number, number];
    return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  };
  return {
    rating: query.rating,
    category: query.category,
    handled: query.handled,
    from: query.month ? chileMidnight(`${query.month}-01`) : undefined,
    to: query.month ? chileMidnight(`${nextMonth(query.month)}-01`) : undefined,
  };
}

/** «Valoraciones» for admins (issue 44 §5: the route only answers): the filtered list with its figures, CSV. */
export function feedbackAdmin(app: FastifyInstance) {
  const repo = app.feedbackRepository;
  return {
    /** One page, with the average and the distribution of ratings of everything the filter matches. */
    async list(query: FeedbackQuery): Promise<AdminFeedbackList> {
      const { rows, total, distribution } = await repo.listForAdmin(
        filterOf(query),
        ADMIN_FEEDBACK_PAGE_SIZE,
        pageWindow(query.page, ADMIN_FEEDBACK_PAGE_SIZE).offset,
      );
      const counts = [1, 2, 3, 4, 5].map((rating) => ({
        rating,
        count: distribution.find((row) => row.rating === rating)?.n ?? 0,
      }));
      const rated = counts.reduce((sum, row) => sum + row.count, 0);
      const sum = counts.reduce((acc, row) => acc + row.rating * row.count, 0);
      return {
        feedback: rows.map(presentFeedback),
        total,
        page: query.page,
        per_page: ADMIN_FEEDBACK_PAGE_SIZE,
        average: rated ? Math.round((sum / rated) * 10) / 10 : null,
        distribution: counts,
      };
    },

    /** The CSV's header and rows for the same filter (at most 10.000). */
    async exportRows(query: FeedbackQuery) {
      const { rows } = await repo.listForAdmin(filterOf(query), CSV_MAX_ROWS, 0);
      return {
        header: ['N°', 'Fecha', 'Nota', 'Categoría', 'Comentario', 'Nombre', 'Email', 'Atendida'],
        rows: rows.map((row) => [
          row.id,
          row.createdAt.toISOString(),
          row.rating,
          FEEDBACK_CATEGORY_LABELS[row.category],
          row.message,
          row.name,
          row.email,
          row.handledAt ? 'Sí' : 'No',
        ]),
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    feedbackAdmin: ReturnType<typeof feedbackAdmin>;
  }
}

export default domainPlugin('feedbackAdmin', feedbackAdmin, ['feedback-repository']);
