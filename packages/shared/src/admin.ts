import { z } from 'zod';
import { IdSchema } from './api';
import { pageNumber } from './pagination';
import { SendNotificationSchema } from './notifications';
import { PlanTypeSchema } from './user';

/** GET /admin/summary: the overview's figures. */
export const AdminSummarySchema = z.object({
  users: z.object({
    total: z.number(),
    admins: z.number(),
    /** The professionals' accounts: the team, not customers. */
    trainers: z.number(),
    members: z.number(),
    new_last_7_days: z.number(),
  }),
  plans: z.object({ free: z.number(), premium: z.number(), prime: z.number() }),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;

/** POST /admin/notifications and /admin/notifications/users/{id}. */
export const NotificationsSentSchema = z.object({
  success: z.boolean(),
  recipients: z.number(),
  broadcast_id: z.number().int(),
});
export type NotificationsSent = z.infer<typeof NotificationsSentSchema>;

export const AudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('plan'), plan: PlanTypeSchema }),
  z.object({ kind: z.literal('user'), user_id: IdSchema }),
]);
export type Audience = z.infer<typeof AudienceSchema>;

/** POST /admin/notifications: to everyone (no audience, as the spec's call), a plan, or one member. */
export const BroadcastSchema = SendNotificationSchema.extend({
  audience: AudienceSchema.default({ kind: 'all' }),
});
export type Broadcast = z.input<typeof BroadcastSchema>;

/** GET /admin/notifications/recipients: how many a send would reach (the confirmation shows it). */
export const AudienceQuerySchema = z.object({
  kind: z.enum(['all', 'plan', 'user']).default('all'),
  plan: PlanTypeSchema.optional(),
  user_id: IdSchema.optional(),
});
export const RecipientCountSchema = z.object({ success: z.boolean(), recipients: z.number().int() });
export type RecipientCount = z.infer<typeof RecipientCountSchema>;

export const BroadcastSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  action_url: z.string().nullable(),
  audience: z.string(),
  recipients: z.number().int(),
  read: z.number().int(),
  sent_by: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type BroadcastSummary = z.infer<typeof BroadcastSummarySchema>;
export const BroadcastHistorySchema = z.object({
  success: z.boolean(),
  broadcasts: z.array(BroadcastSummarySchema),
});
export type BroadcastHistory = z.infer<typeof BroadcastHistorySchema>;

export const FEEDBACK_CATEGORIES = ['general', 'content', 'technical', 'suggestion'] as const;
export const FEEDBACK_CATEGORY_LABELS: Record<(typeof FEEDBACK_CATEGORIES)[number], string> = {
  general: 'General',
  content: 'Contenido',
  technical: 'Técnico',
  suggestion: 'Sugerencia',
};

export const AdminFeedbackSchema = z.object({
  id: z.number(),
  message: z.string(),
  rating: z.number(),
  category: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type AdminFeedback = z.infer<typeof AdminFeedbackSchema>;

export const ADMIN_FEEDBACK_PAGE_SIZE = 20;

/** GET /admin/feedback: filters by rating, category, month (AAAA-MM) and handled state. */
export const AdminFeedbackQuerySchema = z.object({
  page: pageNumber(100_000).default(1),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  category: z.enum(FEEDBACK_CATEGORIES).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Usa un mes AAAA-MM')
    .optional(),
  handled: z.enum(['yes', 'no']).optional(),
});
export type AdminFeedbackQuery = Partial<
  Omit<z.input<typeof AdminFeedbackQuerySchema>, 'page' | 'rating'>
> & {
  page?: number;
  rating?: number;
};

export const AdminFeedbackListSchema = z.object({
  feedback: z.array(AdminFeedbackSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  average: z.number().nullable(),
  distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
});
export type AdminFeedbackList = z.infer<typeof AdminFeedbackListSchema>;

export const FeedbackHandledSchema = z.object({ handled: z.boolean() });
