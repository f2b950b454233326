import { z } from 'zod';
import { visible } from './api';
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
