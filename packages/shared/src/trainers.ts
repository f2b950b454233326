import { z } from 'zod';
import { IdSchema } from './api';
import { TRAINER_MEDIA_MESSAGES } from './messages/admin';
import { introVideoEmbedUrl } from './trainer-rules';

/** GET /api/admin/trainers: every professional with what the public team card shows of her. */
export const AdminTrainerSchema = z.object({
  id: z.number(),
  name: z.string(),
  specialization: z.string(),
  is_active: z.boolean(),
  is_featured: z.boolean(),
  /** Her uploaded photo, or the generated illustration when none was uploaded. */
  photo_url: z.string().nullable(),
  has_uploaded_photo: z.boolean(),
  intro_video_url: z.string().nullable(),
  registry_number: z.string().nullable(),
  /** The account that sees clients through this card (a professional's, or an admin's who also attends). */
  account_user_id: z.number().nullable(),
});
export type AdminTrainer = z.infer<typeof AdminTrainerSchema>;

/** PUT /api/admin/trainers/{id}/account: which account attends with this card (null: none). */
export const TrainerAccountSchema = z.strictObject({ user_id: IdSchema.nullable() });
export type TrainerAccountInput = z.infer<typeof TrainerAccountSchema>;
export const AdminTrainerListSchema = z.object({
  success: z.boolean(),
  trainers: z.array(AdminTrainerSchema),
});
export type AdminTrainerList = z.infer<typeof AdminTrainerListSchema>;
export const AdminTrainerResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  trainer: AdminTrainerSchema,
});
export type AdminTrainerResponse = z.infer<typeof AdminTrainerResponseSchema>;

/** Superintendencia de Salud's registry number: digits only; empty clears it, absent keeps it. */
export const RegistryNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{0,10}$/, TRAINER_MEDIA_MESSAGES.registryInvalid)
  .transform((value) => value || null)
  .nullable()
  .optional();

/**
 * PUT /api/admin/trainers/{id}: what the public card says besides the photo. The video is a link to one
 * video, stored as its embed address; empty removes it.
 */
export const TrainerCardSchema = z.object({
  registry_number: RegistryNumberSchema,
  intro_video_url: z
    .string()
    .trim()
    .max(300, TRAINER_MEDIA_MESSAGES.videoInvalid)
    .refine(
      (value) => value === '' || introVideoEmbedUrl(value) !== null,
      TRAINER_MEDIA_MESSAGES.videoInvalid,
    )
    .transform((value) => introVideoEmbedUrl(value)),
});
export type TrainerCardInput = z.input<typeof TrainerCardSchema>;
