import { z } from 'zod';
import { REGISTER_ERRORS } from './messages';
import { RegisterSchema, usernameField } from './auth';

/** PUT /profile and PUT /users/{id}: the same rules as registration for the fields they share. */
export const ProfileUpdateSchema = z.object({
  first_name: RegisterSchema.shape.first_name,
  last_name: RegisterSchema.shape.last_name,
  phone: RegisterSchema.shape.phone,
  username: usernameField.refine((value) => value.length > 0, REGISTER_ERRORS.usernameFormat),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

export const VisibilitySchema = z.object({ profile_visible: z.boolean() });

export const TrainerProfileSchema = z.object({
  specialization: z.string().trim().min(3, 'Describe tu especialidad').max(120, 'Máximo 120 caracteres'),
  experience_years: z.number().int().min(0).max(60),
  bio: z.string().trim().max(600, 'Máximo 600 caracteres'),
});

export const DeleteAccountSchema = z.object({
  password: z.string().max(128).optional(),
  /** Accounts made with Google have no password: they confirm by typing their e-mail. */
  confirm_email: z.string().max(254).optional(),
});

export const StatsSchema = z.object({
  member_since_days: z.number(),
  plan_type: z.enum(['free', 'premium', 'prime']),
  notifications_total: z.number(),
  notifications_unread: z.number(),
  feedback_sent: z.number(),
  active_sessions: z.number(),
});
export type Stats = z.infer<typeof StatsSchema>;
