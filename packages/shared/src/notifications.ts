import { z } from 'zod';
import { ID_MAX, IdSchema, TimestampSchema, visible, wholeNumber } from './api';
import { isSafeActionUrl } from './notification-rules';

export const ActionUrlSchema = z
  .string()
  .trim()
  .max(500, 'El enlace es demasiado largo')
  .refine(isSafeActionUrl, {
    message: 'El enlace debe ser una ruta de la aplicación o una dirección https',
  });

export const NotificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  action_url: z.string().nullable(),
  /** What it is about: a newer item with the same subject replaces this one in the bell. */
  subject: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  unread: z.number(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const SendNotificationSchema = z.object({
  title: visible(z.string().trim().min(2, 'El título es muy corto').max(120, 'Máximo 120 caracteres')),
  message: visible(z.string().trim().min(2, 'El mensaje es muy corto').max(1000, 'Máximo 1000 caracteres')),
  action_url: ActionUrlSchema.nullish(),
});
export type SendNotification = z.infer<typeof SendNotificationSchema>;

/** `GET /notifications/me`: her inbox, or only what arrived after `since`. */
export const InboxQuerySchema = z.object({ since: TimestampSchema.optional() });

export const MarkAllReadResponseSchema = z.object({
  success: z.boolean(),
  updated: z.number(),
  unread: z.number(),
});
export type MarkAllReadResponse = z.infer<typeof MarkAllReadResponseSchema>;

/** The notification stream's resume point: the id of the last event received; 0 means all that is still kept. */
export const NotificationStreamHeadersSchema = z.object({
  'last-event-id': wholeNumber('Identificador de evento inválido')
    .pipe(z.number().int().min(0).max(ID_MAX))
    .optional(),
});

/** SPEC §7's client-driven welcome: for whom (the service checks it is the caller). */
export const WelcomeNoticeSchema = z.object({ user_id: IdSchema });

/** SPEC §7's "new member" notice to the admins; the name and e-mail sent are ignored (her row says who she is). */
export const NewMemberNoticeSchema = z.object({
  new_user_id: IdSchema,
  user_name: z.string().max(200).optional(),
  user_email: z.string().max(254).optional(),
});
