import type { ReactNode } from 'react';
import {
  can,
  isEntitled,
  type Action,
  type Entitlement,
  type Entity,
  type Ownership,
  type Role,
} from '@vitalia/shared/permissions';
import type { User } from '@vitalia/shared/user';
import { useSession } from './auth';

/**
 * The server's policy table (@vitalia/shared/permissions), read on the client only to hide what the server
 * would refuse. It never grants anything: every call is checked again by the API.
 */
export function useAuthorization() {
  const { user } = useSession();
  const role: Role | null = user?.account_role ?? null;
  return {
    role,
    can: (action: Action, entity: Entity, ownership: Ownership = 'own') =>
      role !== null && can(role, action, entity, ownership),
    isEntitled: (entitlement: Entitlement) =>
      user !== null && role !== null && isEntitled({ role, plan: user.plan_type }, entitlement),
  };
}

type Requirement =
  | { allowedRoles: readonly Role[] }
  | { permission: readonly [Action, Entity, Ownership] }
  | { entitlement: Entitlement }
  | { check: (user: User) => boolean };

/** Renders `children` only when the signed-in user meets the requirement, else `fallback`. */
export function Authorization({
  children,
  fallback = null,
  ...requirement
}: Requirement & { children: ReactNode; fallback?: ReactNode }) {
  const { user } = useSession();
  const authorization = useAuthorization();
  if (!user || !authorization.role) return <>{fallback}</>;
  const allowed =
    'allowedRoles' in requirement
      ? requirement.allowedRoles.includes(authorization.role)
      : 'permission' in requirement
        ? authorization.can(...requirement.permission)
        : 'entitlement' in requirement
          ? authorization.isEntitled(requirement.entitlement)
          : requirement.check(user);
  return <>{allowed ? children : fallback}</>;
}
