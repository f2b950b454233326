import { z } from 'zod';

/** GET /admin/summary: the overview's figures. */
export const AdminSummarySchema = z.object({
  users: z.object({
    total: z.number(),
    admins: z.number(),
    members: z.number(),
    new_last_7_days: z.number(),
  }),
  plans: z.object({ free: z.number(), premium: z.number(), prime: z.number() }),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;

/** POST /admin/notifications and /admin/notifications/users/{id}. */
export const NotificationsSentSchema = z.object({ success: z.boolean(), recipients: z.number() });

export const AdminFeedbackSchema = z.object({
  id: z.number(),
  message: z.string(),
  rating: z.number(),
  category: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
});
export const AdminFeedbackListSchema = z.object({ feedback: z.array(AdminFeedbackSchema) });
export type AdminFeedbackList = z.infer<typeof AdminFeedbackListSchema>;
