import { ERROR_CODES } from '@vitalia/shared/api';
import { PLAN_LABELS, type PlanType } from '@vitalia/shared/plans';
import { hasPlan } from '@vitalia/shared/permissions';
import type { Role } from '@vitalia/shared/permissions';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { mayAct } from '../../../lib/assert-can';
import { accountOfTrainer } from '../trainers/own-content';
import { holdsGrant, holdsPaidConsultation } from './entitlements-repository';
import { mayReadMealPlan } from '@vitalia/shared/plan-benefits';

export const CONTENT_KINDS = ['course', 'ebook', 'video', 'class'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export function planRequiredMessage(plan: PlanType): string {
  return `Esta sección es parte del plan ${PLAN_LABELS[plan]}. Mejora tu plan para acceder.`;
}

export function planRequired(plan: PlanType): AppError {
  return new AppError(403, planRequiredMessage(plan), ERROR_CODES.PLAN_REQUIRED);
}

/** Who asks: the session's user (role and current plan), or nobody. */
export interface Viewer {
  id: number;
  role: Role;
  planType: PlanType;
}

/**
 * Whether a draft (a video or an e-book not yet published) may be opened by `viewer`: whoever may edit it
 * (the policy table's `update:<kind>`: admins every draft, a professional her own, for its poster, cover and
 * preview in her editor, issue 19); anyone else gets the same 404 as for a missing one.
 */
export async function mayOpenDraft(
  app: FastifyInstance,
  viewer: Viewer,
  entity: 'video' | 'resource',
  trainerId: number | null,
): Promise<boolean> {
  if (mayAct(viewer, 'update', entity, [null])) return true;
  return mayAct(viewer, 'update', entity, [await accountOfTrainer(app, trainerId)]);
}

/** What is asked for: a content row's kind, id, required plan and, when it has one, its trainer's user. */
export interface ContentItem {
  kind: ContentKind;
  id: number;
  requiredPlan: PlanType;
  trainerUserId?: number | null;
  /** Not yet published (an e-book draft): only staff may know it exists. */
  draft?: boolean;
}

/**
 * The one answer to "may this viewer open this item" (issue 18 §3): admins and the item's own trainer see
 * everything; otherwise her plan covers the item's (free < premium < prime), or a grant in force opens it.
 * Nobody signed in opens nothing: even free content is for members.
 */
export async function mayOpen(db: Db, viewer: Viewer | null, item: ContentItem, now = new Date()) {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  if (item.trainerUserId && item.trainerUserId === viewer.id) return true;
  if (hasPlan({ role: viewer.role, plan: viewer.planType }, item.requiredPlan)) return true;
  return holdsGrant(db, viewer.id, item.kind, item.id, now);
}

/** A list row as `mayOpenMany` needs it: its id, its plan and, when it has one, its professional's account. */
export interface ListedItem {
  id: number;
  requiredPlan: PlanType;
  trainerUserId?: number | null;
}

/** No grants: for kinds nobody buys one by one (live classes). */
export const NO_GRANTS: ReadonlySet<number> = new Set();

/**
 * `mayOpen` for every row of a list without a query per row: `held` is the ids of the list's kind she holds by
 * grant now, read once with the page (`grantedItemIds`, or the catalogue's overlay). The same rules, in the
 * same order: admins, the item's own professional, her plan, a grant.
 */
export function mayOpenMany(viewer: Viewer, held: ReadonlySet<number>) {
  return (item: ListedItem): boolean =>
    viewer.role === 'admin' ||
    (item.trainerUserId != null && item.trainerUserId === viewer.id) ||
    hasPlan({ role: viewer.role, plan: viewer.planType }, item.requiredPlan) ||
    held.has(item.id);
}

/** `mayOpen`, or the plan's Spanish 403 (the same words as a route that needs a plan). */
export async function assertMayOpen(db: Db, viewer: Viewer | null, item: ContentItem): Promise<void> {
  if (!viewer) throw AppError.unauthorized();
  if (!(await mayOpen(db, viewer, item))) throw planRequired(item.requiredPlan);
}

/** Whether she reads the meal plans published for her: Prime, or a paid consultation (`mayReadMealPlan`). */
export async function opensMealPlans(db: Db, member: Viewer): Promise<boolean> {
  if (mayReadMealPlan({ role: member.role, plan: member.planType, paidConsultation: false })) return true;
  return mayReadMealPlan({
    role: member.role,
    plan: member.planType,
    paidConsultation: await holdsPaidConsultation(db, member.id),
  });
}
