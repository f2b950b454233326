import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AdminCreateUserSchema, AdminUpdateUserSchema } from '@vitalia/shared/admin-users';
import { ADMIN_USER_MESSAGES } from '@vitalia/shared/messages/admin';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';
import { AppError } from '../../../lib/app-error';
import { uniqueViolation } from '../../../lib/database-errors';
import type { Db } from '../../../db/client';
import { usersRepository, type NewUser } from '../users/users-repository';
import type { UserRow } from '../users/user-presenter';
import { generateUsername, usernameBase } from '../users/username';
import { domainPlugin } from '../domain-plugin';
import type { AuditActor } from '../../../lib/audit-actor';

type CreateInput = z.output<typeof AdminCreateUserSchema>;
type UpdateInput = z.output<typeof AdminUpdateUserSchema>;

/** What an audit entry keeps of a member: enough to see a change, nothing a deletion must erase. */
function auditedFields(user: UserRow, featured?: boolean) {
  return {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    username: user.username,
    role: user.role,
    status: user.status,
    ...(featured === undefined ? {} : { is_featured_trainer: featured }),
  };
}

function changedOnly(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

function conflictOf(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.includes('email'))
    throw AppError.conflict(ADMIN_USER_MESSAGES.emailTaken, { email: ADMIN_USER_MESSAGES.emailTaken });
  if (constraint?.includes('username'))
    throw AppError.conflict(ADMIN_USER_MESSAGES.usernameTaken, {
      username: ADMIN_USER_MESSAGES.usernameTaken,
    });
  throw error;
}

/**
 * Member changes made by an admin (issue 10). Each change and its audit entry commit together; the other
 * instances hear about it after the commit (so none re-caches the old row), and a suspension or deletion
 * ends the member's sessions everywhere at once.
 */
export function adminUsersService(app: FastifyInstance) {
  const users = app.usersRepository;

  async function target(id: number): Promise<UserRow> {
    const user = await users.findById(id);
    if (!user) throw AppError.notFound(PROFILE_MESSAGES.userNotFound);
    return user;
  }

  /**
   * An admin cannot lock the platform out: the last active admin stays an active admin. This early check
   * gives the usual answer; the users trigger (migration 0009) is what holds under concurrent changes.
   */
  async function assertAdminsRemain(user: UserRow) {
    if (
      user.role === 'admin' &&
      user.status === 'active' &&
      (await app.adminUsersRepository.otherActiveAdmins(user.id)) === 0
    )
      throw AppError.conflict(ADMIN_USER_MESSAGES.lastAdmin);
  }

  async function inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return app.db.transaction(async (tx) => work(tx));
  }

  return {
    async create(actor: AuditActor, input: CreateInput): Promise<UserRow> {
      const username =
        input.username ||
        (await generateUsername(usernameBase(input.first_name, input.last_name, input.email), (candidate) =>
          users.usernameTaken(candidate),
        ));
      const row: NewUser = {
        email: input.email,
        username,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone ?? null,
        role: input.role,
      };
      const created = await inTransaction(async (tx) => {
        const user = await usersRepository(tx).insert(row).catch(conflictOf);
        await app.auditLog.append(
          actor,
          {
            action: 'user.create',
            entity: 'user',
            entityId: user.id,
            subjectUserId: user.id,
            after: auditedFields(user),
          },
          tx,
        );
        return user;
      });
      app.adminUsersRepository.forgetTotals();
      await app.accountService.sendPasswordLink(created, 'invitation');
      return created;
    },

    async update(actor: AuditActor, id: number, input: UpdateInput): Promise<UserRow> {
      const user = await target(id);
      const demoting = input.role !== undefined && input.role !== user.role;
      const suspending = input.status === 'suspended' && user.status !== 'suspended';
      if ((demoting || suspending) && actor.id === id)
        throw AppError.conflict(ADMIN_USER_MESSAGES.notYourself);
      if ((demoting && user.role === 'admin') || suspending) await assertAdminsRemain(user);
      const trainerProfile =
        input.is_featured_trainer === undefined ? undefined : await app.trainersRepository.findByUser(id);
      if (input.is_featured_trainer !== undefined && !trainerProfile)
        throw AppError.badRequest(ADMIN_USER_MESSAGES.noTrainerProfile, {
          is_featured_trainer: ADMIN_USER_MESSAGES.noTrainerProfile,
        });

      const changes: Partial<NewUser> = {
        ...(input.email !== undefined && { email: input.email }),
        ...(input.first_name !== undefined && { firstName: input.first_name }),
        ...(input.last_name !== undefined && { lastName: input.last_name }),
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.username !== undefined && { username: input.username }),
        ...(input.role !== undefined && { role: input.role }),
        ...(input.status !== undefined && {
          status: input.status,
          suspendedAt: input.status === 'suspended' ? new Date() : null,
        }),
      };
      const action =
        input.status !== undefined && input.status !== user.status
          ? input.status === 'suspended'
            ? 'user.suspend'
            : 'user.reactivate'
          : demoting
            ? 'user.role'
            : 'user.update';

      const updated = await inTransaction(async (tx) => {
        const row = (await usersRepository(tx).update(id, changes).catch(conflictOf)) ?? user;
        if (input.is_featured_trainer !== undefined)
          await app.trainersRepository.setFeatured(id, input.is_featured_trainer, tx);
        const { before, after } = changedOnly(
          auditedFields(user, trainerProfile?.isFeatured),
          auditedFields(row, input.is_featured_trainer ?? trainerProfile?.isFeatured),
        );
        await app.auditLog.append(
          actor,
          { action, entity: 'user', entityId: id, subjectUserId: id, before, after },
          tx,
        );
        return row;
      });
      app.adminUsersRepository.forgetTotals();
      if (suspending) await app.sessions.endOthers(id);
      else await app.sessions.userChanged(id);
      return updated;
    },

    /** The same data deletion as "Eliminar mi cuenta"; the audit entry keeps no personal data. */
    async remove(actor: AuditActor, id: number): Promise<void> {
      if (actor.id === id) throw AppError.conflict(ADMIN_USER_MESSAGES.notYourself);
      const user = await target(id);
      await assertAdminsRemain(user);
      await app.profileService.eraseAccount(user, (tx) =>
        app.auditLog.append(
          actor,
          {
            action: 'user.delete',
            entity: 'user',
            entityId: id,
            subjectUserId: id,
            before: { role: user.role, plan_type: user.planType, created_at: user.createdAt.toISOString() },
          },
          tx,
        ),
      );
      app.adminUsersRepository.forgetTotals();
    },

    async sendPasswordReset(actor: AuditActor, id: number): Promise<void> {
      const user = await target(id);
      await app.accountService.sendPasswordLink(user, 'reset');
      await app.auditLog.append(actor, {
        action: 'user.password-reset',
        entity: 'user',
        entityId: id,
        subjectUserId: id,
      });
    },

    /** One session (by the first 16 hex digits of its stored id, never the id itself) or all of them. */
    async endSessions(actor: AuditActor, id: number, ref?: string): Promise<void> {
      await target(id);
      if (ref) {
        const session = (await app.sessionsRepository.listAll(id)).find((row) => row.id.startsWith(ref));
        if (!session) throw AppError.notFound(ADMIN_USER_MESSAGES.sessionNotFound);
        await app.sessions.endSession(session.id);
      } else {
        await app.sessions.endOthers(id);
      }
      await app.auditLog.append(actor, {
        action: 'user.sessions-end',
        entity: 'session',
        entityId: ref ?? 'all',
        subjectUserId: id,
      });
    },
  };
}

export type AdminUsersService = ReturnType<typeof adminUsersService>;

declare module 'fastify' {
  interface FastifyInstance {
    adminUsersService: AdminUsersService;
  }
}

export default domainPlugin('adminUsersService', adminUsersService, [
  'users-repository',
  'admin-users-repository',
  'audit-log',
  'account-service',
  'profile-service',
  'trainers-repository',
  'sessions',
]);
