import { z } from 'zod';
import { FEEDBACK_CATEGORIES, FEEDBACK_DEFAULT_RATING, FEEDBACK_MAX_CHARS } from './constants/member';
import { FEEDBACK_MESSAGES } from './messages/member';

export const TrainerSchema = z.object({
  id: z.number(),
  name: z.string(),
  is_active: z.boolean(),
  specialization: z.string(),
  experience_years: z.number(),
  profile_image: z.string().nullable(),
  bio: z.string(),
  intro_video_url: z.string().nullable(),
  /** Registro Nacional de Prestadores Individuales de Salud (Superintendencia de Salud). */
  registry_number: z.string().nullable(),
});
export type Trainer = z.infer<typeof TrainerSchema>;
export const TrainerListSchema = z.object({ trainers: z.array(TrainerSchema) });
export type TrainerList = z.infer<typeof TrainerListSchema>;

export const DailyMessageSchema = z.object({
  id: z.number(),
  message: z.string(),
  author: z.string().nullable(),
  date: z.string(),
});
export type DailyMessage = z.infer<typeof DailyMessageSchema>;

/** POST /users/feedback (SPEC §3 Feedback); the server takes who sent it from the session. */
export const FeedbackSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Escribe un comentario')
    .max(FEEDBACK_MAX_CHARS, `Máximo ${FEEDBACK_MAX_CHARS} caracteres`),
  rating: z.number().int().min(1).max(5).default(FEEDBACK_DEFAULT_RATING),
  category: z.enum(FEEDBACK_CATEGORIES).default('general'),
  name: z.string().trim().max(120).optional(),
  email: z.string().trim().max(254).optional(),
  subject: z.string().trim().max(120).optional(),
  accepted_terms: z.literal(true, { error: FEEDBACK_MESSAGES.termsRequired }),
  admin_email: z.string().max(254).optional(),
});
export type FeedbackInput = z.input<typeof FeedbackSchema>;
