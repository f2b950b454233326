import { and, eq, gt, isNull, lte, or, sql, type Placeholder } from 'drizzle-orm';
import { ERROR_CODES } from '@vitalia/shared/api';
import { PLAN_LABELS, type PlanType } from '@vitalia/shared/plans';
import { hasPlan } from '@vitalia/shared/permissions';
import type { Role } from '@vitalia/shared/permissions';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import {
  consultationCredits,
  courses,
  grants,
  liveClasses,
  orderItems,
  products,
  resources,
  trainers,
  videos,
} from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { isOwnContent } from '../trainers/own-content';

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
 * Whether a draft (a video or an e-book not yet published) may be opened by `viewer`: admins open every
 * draft, a professional her own (its poster, cover and preview in her editor, issue 19); anyone else gets
 * the same 404 as for a missing one.
 */
export async function mayOpenDraft(
  app: FastifyInstance,
  viewer: Viewer,
  trainerId: number | null,
): Promise<boolean> {
  if (viewer.role === 'admin') return true;
  return viewer.role === 'trainer' && isOwnContent(app, viewer.id, trainerId);
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

/** A grant in force at `now` (a date, or a prepared statement's placeholder): started, not ended, not revoked. */
export const inForceAt = (now: Date | Placeholder) =>
  and(lte(grants.startsAt, now), or(isNull(grants.endsAt), gt(grants.endsAt, now)), isNull(grants.revokedAt));

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
  const [found] = await db
    .select({ id: grants.id })
    .from(grants)
    .where(
      and(
        eq(grants.userId, viewer.id),
        eq(grants.itemKind, item.kind),
        eq(grants.itemId, item.id),
        inForceAt(now),
      ),
    )
    .limit(1);
  return Boolean(found);
}

/** `mayOpen`, or the plan's Spanish 403 (the same words as a route that needs a plan). */
export async function assertMayOpen(db: Db, viewer: Viewer | null, item: ContentItem): Promise<void> {
  if (!viewer) throw AppError.unauthorized();
  if (!(await mayOpen(db, viewer, item))) throw planRequired(item.requiredPlan);
}

/**
 * The row behind a content id, as `mayOpen` needs it, or null when there is none. Courses and live classes
 * name their trainer (whose account sees them whatever her plan); videos and e-books have none yet.
 */
export async function findContentItem(db: Db, kind: ContentKind, id: number): Promise<ContentItem | null> {
  const [found] = await contentQuery(db, kind, id);
  if (!found) return null;
  return {
    kind,
    id,
    requiredPlan: found.requiredPlan,
    trainerUserId: found.trainerUserId,
    draft: found.draft,
  };
}

function contentQuery(db: Db, kind: ContentKind, id: number) {
  const withTrainer = (table: typeof courses | typeof liveClasses) =>
    db
      .select({
        requiredPlan: table.requiredPlan,
        trainerUserId: trainers.userId,
        draft: sql<boolean>`false`,
      })
      .from(table)
      .leftJoin(trainers, eq(trainers.id, table.trainerId))
      .where(eq(table.id, id))
      .limit(1);
  const noTrainer = sql<number | null>`null`;
  const alone = (table: typeof videos) =>
    db
      .select({
        requiredPlan: table.requiredPlan,
        trainerUserId: noTrainer,
        draft: sql<boolean>`${table.status} = 'draft'`,
      })
      .from(table)
      .where(eq(table.id, id))
      .limit(1);
  switch (kind) {
    case 'course':
      return withTrainer(courses);
    case 'class':
      return withTrainer(liveClasses);
    case 'video':
      return alone(videos);
    case 'ebook':
      return db
        .select({
          requiredPlan: resources.requiredPlan,
          trainerUserId: noTrainer,
          draft: sql<boolean>`${resources.status} = 'draft'`,
        })
        .from(resources)
        .where(eq(resources.id, id))
        .limit(1);
  }
}

/**
 * Inside the transaction that settles a paid cart order: one grant per course or e-book it bought, so the
 * payment and what it opens commit together. A replayed settlement adds nothing (unique per order and item).
 */
export async function grantOrderItems(tx: Db, order: { id: number; userId: number | null }): Promise<number> {
  if (!order.userId) return 0;
  const bought = await tx
    .select({
      kind: products.kind,
      productId: products.id,
      courseId: products.courseId,
      resourceId: products.resourceId,
      consultations: products.consultations,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, order.id));
  // Consultation packs become consultations she can book beyond her plan's (issue 20, ADR 0041).
  const credits = bought.flatMap((product) =>
    product.kind === 'consultation_pack' && product.consultations > 0
      ? [{ productId: product.productId, quantity: product.consultations * product.quantity }]
      : [],
  );
  if (credits.length > 0 && order.userId) {
    const userId = order.userId;
    await tx
      .insert(consultationCredits)
      .values(credits.map((credit) => ({ ...credit, userId, orderId: order.id })))
      .onConflictDoNothing();
  }
  const rows = bought.flatMap((product): { itemKind: ContentKind; itemId: number }[] => {
    if (product.kind === 'course' && product.courseId)
      return [{ itemKind: 'course', itemId: product.courseId }];
    if (product.kind === 'ebook' && product.resourceId)
      return [{ itemKind: 'ebook', itemId: product.resourceId }];
    return [];
  });
  if (rows.length === 0) return 0;
  const userId = order.userId;
  const inserted = await tx
    .insert(grants)
    .values(rows.map((row) => ({ ...row, userId, source: 'order' as const, orderId: order.id })))
    .onConflictDoNothing()
    .returning({ id: grants.id });
  return inserted.length;
}

/** In the refund's transaction: what the order opened is closed from now on (the rows stay, for history). */
export async function revokeOrderGrants(tx: Db, orderId: number, at: Date): Promise<number> {
  await tx
    .update(consultationCredits)
    .set({ revokedAt: at })
    .where(and(eq(consultationCredits.orderId, orderId), isNull(consultationCredits.revokedAt)));
  const revoked = await tx
    .update(grants)
    .set({ revokedAt: at })
    .where(and(eq(grants.orderId, orderId), isNull(grants.revokedAt)))
    .returning({ id: grants.id });
  return revoked.length;
}

/** Items of one kind a member holds by grant now, for "Mi biblioteca" lists. */
export async function grantedItemIds(db: Db, userId: number, kind: ContentKind, now = new Date()) {
  const rows = await db
    .selectDistinct({ itemId: grants.itemId })
    .from(grants)
    .where(and(eq(grants.userId, userId), eq(grants.itemKind, kind), inForceAt(now)))
    .orderBy(sql`1`);
  return rows.map((row) => row.itemId);
}
