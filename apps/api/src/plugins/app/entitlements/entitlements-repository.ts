import { and, eq, gt, isNull, lte, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  consultationCredits,
  courseEnrollments,
  courses,
  grants,
  liveClasses,
  orderItems,
  products,
  resources,
  trainers,
  videos,
} from '../../../db/schema/index';
import type { ContentItem, ContentKind } from './entitlements';

/*
 * Grants (what a purchase or an admin opened for one member) and the rows `mayOpen` asks about. Module
 * functions, not a decorator: each takes the executor of the caller's transaction, because a grant commits
 * with the payment that bought it and closes with the refund that returned it.
 */

/** A grant in force at `now` (a date, or a prepared statement's placeholder): started, not ended, not revoked. */
export const inForceAt = (now: Date | Placeholder) =>
  and(lte(grants.startsAt, now), or(isNull(grants.endsAt), gt(grants.endsAt, now)), isNull(grants.revokedAt));

/** Whether she holds a grant in force for this item. */
export async function holdsGrant(db: Db, userId: number, kind: ContentKind, id: number, now: Date) {
  const [found] = await db
    .select({ id: grants.id })
    .from(grants)
    .where(and(eq(grants.userId, userId), eq(grants.itemKind, kind), eq(grants.itemId, id), inForceAt(now)))
    .limit(1);
  return Boolean(found);
}

/** Whether she paid for a consultation (a pack bought and not refunded): it opens her meal plan too. */
export async function holdsPaidConsultation(db: Db, userId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: consultationCredits.id })
    .from(consultationCredits)
    .where(and(eq(consultationCredits.userId, userId), isNull(consultationCredits.revokedAt)))
    .limit(1);
  return Boolean(found);
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
  // A bought course is a started course: she lands on "Empezar curso", its lessons open from today (drip days
  // count from enrolment), never "Inscribirme gratis". An enrolment she already had stays as it was.
  const boughtCourses = rows.filter((row) => row.itemKind === 'course');
  if (boughtCourses.length > 0)
    await tx
      .insert(courseEnrollments)
      .values(boughtCourses.map((row) => ({ userId, courseId: row.itemId })))
      .onConflictDoNothing();
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
