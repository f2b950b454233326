// The admin console's figures (issue 10): which screen reads which endpoint is ADR 0022.
import { z } from 'zod';
import { PlanTypeSchema } from './user';
import { checkDateRange, dateRangeFields, MAX_FIGURE_RANGE_DAYS } from './date-range';
export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];
export const GRANULARITY_LABELS: Record<Granularity, string> = { day: 'Día', week: 'Semana', month: 'Mes' };

/** The longest range one request may chart: two years, by day, week or month (issue 17). */
export const ANALYTICS_MAX_DAYS = MAX_FIGURE_RANGE_DAYS;

export const AnalyticsQuerySchema = z
  .object({
    ...dateRangeFields(),
    granularity: z.enum(GRANULARITIES).default('day'),
  })
  .superRefine(checkDateRange(ANALYTICS_MAX_DAYS));
export type AnalyticsQuery = Partial<z.input<typeof AnalyticsQuerySchema>>;

/** "Miembros": every account that is not an admin. Every member figure counts this population. */
export const MEMBER_POPULATION = 'Miembros (sin el equipo profesional ni administración)';

export const AnalyticsSchema = z.object({
  success: z.boolean(),
  range: z.object({
    from: z.string(),
    to: z.string(),
    granularity: z.enum(GRANULARITIES),
    time_zone: z.string(),
  }),
  population: z.string(),
  members: z.object({
    total: z.number().int(),
    new_in_range: z.number().int(),
    new_previous_range: z.number().int(),
    series: z.array(
      z.object({ period: z.string(), new_members: z.number().int(), total_members: z.number().int() }),
    ),
  }),
  active: z.object({
    last_1_day: z.number().int(),
    last_7_days: z.number().int(),
    last_30_days: z.number().int(),
    series: z.array(z.object({ period: z.string(), active: z.number().int() })),
  }),
  plans: z.array(z.object({ plan: PlanTypeSchema, members: z.number().int() })),
  feedback: z.object({
    count: z.number().int(),
    average: z.number().nullable(),
    distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  }),
  /** Paid orders in CLP; the commerce domain's figures. */
  revenue: z.object({
    total: z.number().int(),
    previous_total: z.number().int(),
    series: z.array(z.object({ period: z.string(), total: z.number().int() })),
  }),
  /** Content engagement: null until the content domain exists; it plugs in here. */
  engagement: z.null(),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

const TrendSchema = z.object({ current: z.number(), previous: z.number() });
export type Trend = z.infer<typeof TrendSchema>;

/** GET /admin/dashboard: the overview screen. */
export const AdminDashboardSchema = z.object({
  success: z.boolean(),
  population: z.string(),
  members: z.object({ total: z.number().int(), new_7_days: TrendSchema }),
  active_7_days: TrendSchema,
  revenue_30_days: TrendSchema,
  feedback_30_days: z.object({ average: z.number().nullable(), count: z.number().int() }),
  latest_signups: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      plan_type: PlanTypeSchema,
      created_at: z.string(),
    }),
  ),
  /** Today's appointments and classes: null until the scheduling domain exists. */
  agenda_today: z.null(),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/** GET /admin/stats: every account, counted by role, status and plan (the members table's filter counts). */
export const AdminStatsSchema = z.object({
  success: z.boolean(),
  population: z.string(),
  total: z.number().int(),
  by_role: z.object({ member: z.number().int(), trainer: z.number().int(), admin: z.number().int() }),
  by_status: z.object({ active: z.number().int(), suspended: z.number().int() }),
  by_plan: z.object({ free: z.number().int(), premium: z.number().int(), prime: z.number().int() }),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** GET /admin/metrics: how the platform is being used right now (operations, not growth). */
export const AdminMetricsSchema = z.object({
  success: z.boolean(),
  sessions_active: z.number().int(),
  sign_ins_24_hours: z.number().int(),
  notifications_30_days: z.object({ sent: z.number().int(), read: z.number().int() }),
  feedback_pending: z.number().int(),
});
export type AdminMetrics = z.infer<typeof AdminMetricsSchema>;

/** "Contenido" in Analíticas (issue 19): the most used courses, videos and e-books, all time. */
export const ContentStatsSchema = z.object({
  success: z.boolean(),
  courses: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      enrollments: z.number().int(),
      completions: z.number().int(),
    }),
  ),
  videos: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      views: z.number().int(),
      completions: z.number().int(),
      watch_seconds: z.number().int(),
    }),
  ),
  ebooks: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      downloads: z.number().int(),
      readers: z.number().int(),
    }),
  ),
});
export type ContentStats = z.infer<typeof ContentStatsSchema>;
