import type { FastifyInstance } from 'fastify';
// The same country rules as registration (see account-service.ts).
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { z } from 'zod';
import { AVATAR_UPLOAD_LIMIT } from '@vitalia/shared/constants/limits';
import { LOGIN_ERRORS, REGISTER_ERRORS } from '@vitalia/shared/messages/auth';
import type {
  Activity,
  DataExport,
  DeleteAccountSchema,
  ProfileUpdateSchema,
  Stats,
  TrainerProfileResponse,
  TrainerProfileSchema,
} from '@vitalia/shared/profile';
import { DATA_EXPORT_CONTENTS } from '@vitalia/shared/profile';
import { AppError } from '../../../lib/app-error';
import type { Db } from '../../../db/client';
import { feedbackRepository } from '../feedback/feedback-repository';
import { usersRepository } from './users-repository';
import { verifyPassword } from '../../../lib/password';
import { presentNotification } from '../notifications/notification-presenter';
import { presentTrainerProfile } from '../trainers/trainer-presenter';
import { storeAvatar } from './avatar';
import { swapStoredFile } from '../storage';
import { presentUser, type UserRow } from './user-presenter';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';
import { domainPlugin } from '../domain-plugin';

const NO_TRAINER_PROFILE = PROFILE_MESSAGES.noTrainerProfile;
const USER_NOT_FOUND = PROFILE_MESSAGES.userNotFound;

/**
 * Runs inside an account's erasure, before her rows go, with the row as the erasure read it (no listener
 * reads it again); returns what to do once the erasure has committed.
 */
export type ErasureListener = (user: UserRow, tx: Db) => Promise<() => Promise<void>>;

/** A member's own account: data, figures, photo, professional profile, export and deletion. */
export function profileService(app: FastifyInstance) {
  const users = app.usersRepository;
  const trainers = app.trainersRepository;
  const erasureListeners: ErasureListener[] = [];

  const service = {
    async update(target: UserRow, input: z.output<typeof ProfileUpdateSchema>): Promise<UserRow> {
      if (!isValidPhoneNumber(input.phone, 'CL'))
        throw AppError.badRequest(REGISTER_ERRORS.phoneInvalid, { phone: REGISTER_ERRORS.phoneInvalid });
      if (input.username !== target.username && (await users.usernameTaken(input.username))) {
        throw AppError.conflict(LOGIN_ERRORS.usernameTaken, { username: LOGIN_ERRORS.usernameTaken });
      }
      const updated = await users.update(target.id, {
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
        username: input.username,
      });
      if (!updated) throw AppError.notFound(USER_NOT_FOUND);
      return updated;
    },

    /** PUT /users/{id}: the gate already decided the caller may edit this id; it must still exist. */
    async updateById(id: number, caller: UserRow, input: z.output<typeof ProfileUpdateSchema>) {
      const target = id === caller.id ? caller : await users.findById(id);
      if (!target) throw AppError.notFound(USER_NOT_FOUND);
      return this.update(target, input);
    },

    async stats(user: UserRow): Promise<Stats> {
      const counts = await users.activityCounts(user.id);
      return {
        member_since_days: Math.floor((Date.now() - user.createdAt.getTime()) / 86_400_000),
        plan_type: user.planType,
        notifications_total: counts.notificationsTotal,
        notifications_unread: counts.notificationsUnread,
        feedback_sent: counts.feedbackSent,
        active_sessions: counts.activeSessions,
      };
    },

    async activity(userId: number, currentSessionId: string): Promise<Activity> {
      const rows = await app.sessionsRepository.listActive(userId);
      return {
        sessions: rows.map((row) => ({
          started_at: row.createdAt.toISOString(),
          expires_at: row.expiresAt.toISOString(),
          user_agent: row.userAgent,
          current: row.id === currentSessionId,
        })),
      };
    },

    async setVisibility(userId: number, visible: boolean): Promise<boolean> {
      const updated = await users.update(userId, { profileVisible: visible });
      return updated?.profileVisible ?? visible;
    },

    /** Stores the new photo first, then swaps it in; whatever file it displaced is removed. */
    async replaceAvatar(userId: number, readUpload: () => Promise<Buffer>): Promise<UserRow> {
      await app.rateLimiter.consume(`avatar:${userId}`, AVATAR_UPLOAD_LIMIT, PROFILE_MESSAGES.avatarTooMany);
      const key = await storeAvatar(app.storage, await readUpload());
      const swapped = await swapStoredFile(app.storage, key, () => users.swapAvatar(userId, key));
      if (!swapped) throw AppError.notFound(USER_NOT_FOUND);
      return swapped.user;
    },

    async removeAvatar(userId: number): Promise<UserRow> {
      const swapped = await swapStoredFile(app.storage, null, () => users.swapAvatar(userId, null));
      if (!swapped) throw AppError.notFound(USER_NOT_FOUND);
      return swapped.user;
    },

    async trainerProfile(user: UserRow): Promise<TrainerProfileResponse> {
      const row = await trainers.findByUser(user.id);
      if (!row) throw AppError.notFound(NO_TRAINER_PROFILE);
      return presentTrainerProfile(row);
    },

    async updateTrainerProfile(
      user: UserRow,
      input: z.output<typeof TrainerProfileSchema>,
    ): Promise<TrainerProfileResponse> {
      const row = await trainers.updateByUser(user.id, {
        specialization: input.specialization,
        experienceYears: input.experience_years,
        bio: input.bio,
        ...(input.registry_number === undefined ? {} : { registryNumber: input.registry_number }),
      });
      if (!row) throw AppError.notFound(NO_TRAINER_PROFILE);
      return presentTrainerProfile(row);
    },

    /** Everything stored about the member (Ley 19.628 / 21.719 access right). */
    /** Her account's own records; the route adds what other domains keep of her (purchases, plan, library). */
    async exportData(
      user: UserRow,
    ): Promise<
      Omit<
        DataExport,
        | 'purchases'
        | 'membership_history'
        | 'library_downloads'
        | 'appointments'
        | 'class_registrations'
        | 'clinical_record'
        | 'conversations'
        | 'message_reports'
        | 'check_ins'
        | 'meal_plans'
        | 'food_journal'
        | 'own_measurements'
        | 'progress_metrics'
        | 'progress_photos'
      >
    > {
      const [ownNotifications, ownFeedback, ownSessions, trainerProfiles, intake] = await Promise.all([
        app.notificationsRepository.listAllOf(user.id),
        app.feedbackRepository.listByUser(user.id),
        app.sessionsRepository.listAll(user.id),
        trainers.listByUser(user.id),
        app.onboardingService.intakeOf(user.id),
      ]);
      return {
        exported_at: new Date().toISOString(),
        contents: [...DATA_EXPORT_CONTENTS],
        account: {
          ...presentUser(user),
          profile_visible: user.profileVisible,
          signed_in_with_google: Boolean(user.googleSub),
        },
        notifications: ownNotifications.map((row) => {
          const { title, message, is_read, action_url, created_at } = presentNotification(row);
          return { title, message, is_read, action_url, created_at };
        }),
        feedback: ownFeedback.map((row) => ({
          message: row.message,
          rating: row.rating,
          category: row.category,
          created_at: row.createdAt.toISOString(),
        })),
        sessions: ownSessions.map((row) => ({
          started_at: row.createdAt.toISOString(),
          expires_at: row.expiresAt.toISOString(),
          user_agent: row.userAgent,
          ip: row.ip,
        })),
        trainer_profile: trainerProfiles.map(presentTrainerProfile),
        intake: intake.intake,
        health_consents: intake.consents,
      };
    },

    /** Accounts with a password confirm with it; accounts made with Google type their e-mail. */
    async deleteAccount(user: UserRow, confirmation: z.output<typeof DeleteAccountSchema>): Promise<void> {
      const confirmed = user.passwordHash
        ? Boolean(confirmation.password) &&
          (await verifyPassword(user.passwordHash, confirmation.password ?? ''))
        : confirmation.confirm_email?.trim().toLowerCase() === user.email;
      if (!confirmed) {
        const [field, message] = user.passwordHash
          ? ['password', PROFILE_MESSAGES.wrongPassword]
          : ['confirm_email', PROFILE_MESSAGES.confirmWithEmail];
        throw AppError.badRequest(message, { [field]: message });
      }
      await service.eraseAccount(user);
    },

    /**
     * The one data deletion, for the member herself and for an admin (issue 10). The row, her feedback's
     * anonymisation and the caller's own records (`alongside`: the admin's audit entry) commit together, so
     * a refusal (the last active admin, issue 17) leaves everything as it was; her files go after the commit.
     */
    async eraseAccount(user: UserRow, alongside?: (tx: Db) => Promise<void>): Promise<void> {
      const cleanUps = await app.db.transaction(async (tx) => {
        await alongside?.(tx);
        await feedbackRepository(tx).anonymiseUser(user.id);
        // What later domains keep of her outside the database (their files), read before the rows go.
        const pending = [];
        for (const listener of erasureListeners) pending.push(await listener(user, tx));
        // Sessions, notifications and reset tokens go with the row (ON DELETE CASCADE).
        await usersRepository(tx).remove(user.id);
        return pending;
      });
      await app.sessions.endOthers(user.id);
      if (user.avatarPath) await app.storage.remove(user.avatarPath);
      // Her account is gone whatever happens here: a file that cannot be removed now is logged, not a 500.
      for (const cleanUp of cleanUps)
        await cleanUp().catch((error: unknown) => app.log.warn({ err: error }, 'erasure clean-up failed'));
    },

    /**
     * A domain registered after this one (and so unknown to it) says what it must remove outside the
     * database when an account is erased: `listener` runs in the erasure's transaction, before her rows
     * go, and returns the clean-up to run once it commits.
     */
    onErase(listener: ErasureListener): void {
      erasureListeners.push(listener);
    },
  };
  return service;
}

export type ProfileService = ReturnType<typeof profileService>;

declare module 'fastify' {
  interface FastifyInstance {
    profileService: ProfileService;
  }
}

export default domainPlugin('profileService', profileService, [
  'users-repository',
  'trainers-repository',
  'feedback-repository',
  'notifications-repository',
  'sessions',
  'storage',
  'rate-limiter',
  'onboarding-service',
]);
