import { can, type Action, type Entity, type Role } from '@vitalia/shared/permissions';
import { AppError } from './app-error';

/** Who acts: the signed-in account's id and stored role. */
export interface Actor {
  id: number;
  role: Role;
}

/**
 * The people a record belongs to: a member's notification has one owner; an appointment has two (the member
 * and the trainer). A missing owner (a trainer's account removed) is skipped, never matched.
 */
export type Owners = ReadonlyArray<number | null | undefined>;

export interface AssertCanOptions {
  /** Someone else's record answers 404, as if it did not exist (health data, a member's own notices). */
  hideOthers?: boolean;
  /** The Spanish 404 to answer with `hideOthers`. */
  notFoundMessage?: string;
}

/** What the policy table says of one actor, action and record: allowed, refused, or refused as hidden. */
export function decide(
  actor: Actor,
  action: Action,
  entity: Entity,
  owners?: Owners,
): 'allowed' | 'forbidden' | 'others' {
  if (can(actor.role, action, entity, 'any')) return 'allowed';
  if (!can(actor.role, action, entity, 'own')) return 'forbidden';
  const owns = owners === undefined || owners.some((owner) => owner != null && owner === actor.id);
  return owns ? 'allowed' : 'others';
}

/**
 * The one record-level check of the policy table (@vitalia/shared/permissions), used by the route gate and by
 * services alike (issue 18 §3): `any` lets the actor act on every record; `own` only when she is one of the
 * record's owners. Without `owners` the question is "may she do this to records of her own" (creating one).
 */
export function assertCan(
  actor: Actor,
  action: Action,
  entity: Entity,
  owners?: Owners,
  options: AssertCanOptions = {},
): void {
  const decision = decide(actor, action, entity, owners);
  if (decision === 'allowed') return;
  if (decision === 'others' && options.hideOthers) throw AppError.notFound(options.notFoundMessage);
  throw AppError.forbidden();
}

/** `assertCan` as a question, for code that chooses what to do rather than refuse. */
export function mayAct(actor: Actor, action: Action, entity: Entity, owners?: Owners): boolean {
  return decide(actor, action, entity, owners) === 'allowed';
}
