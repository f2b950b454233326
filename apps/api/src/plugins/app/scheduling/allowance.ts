import type { Allowance } from '@vitalia/shared/scheduling';
import {
  allowancePeriod,
  bookableSentence,
  nextMonthSentence,
  nextPeriod,
} from '@vitalia/shared/scheduling-rules';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Viewer } from '../entitlements/entitlements';
import type { AppointmentTypeRow } from './scheduling-repository';

/** Staff book no consultations of their own plan: only members' bookings use an allowance. */
export const usesAllowance = (type: AppointmentTypeRow, viewer: Viewer) =>
  type.requiredPlan !== 'free' && viewer.role !== 'admin';

/**
 * Her plan's consultations in the month of `instant` (a booking counts in the month of the appointment,
 * issue 45 §6), the next month's, and the ones she bought (used after the plan's).
 */
export async function allowanceOf(
  app: FastifyInstance,
  executor: Db,
  viewer: Viewer,
  instant: number,
): Promise<Allowance & { planRemaining: number; period: string }> {
  const repo = app.schedulingRepository;
  const period = allowancePeriod(instant);
  const included = viewer.role === 'admin' ? 0 : await repo.consultationsPerMonth(viewer.planType, executor);
  // One after the other: `executor` may be a booking's transaction, one connection that answers one query
  // at a time (ADR 0095).
  const used = await repo.allowanceUsed(viewer.id, period, executor);
  const usedNext = await repo.allowanceUsed(viewer.id, nextPeriod(period), executor);
  const credits = viewer.role === 'admin' ? 0 : await repo.creditsAvailable(viewer.id, executor);
  const planRemaining = Math.max(0, included - used);
  const nextMonthRemaining = Math.max(0, included - usedNext);
  return {
    included,
    used,
    credits,
    planRemaining,
    period,
    remaining: planRemaining + credits,
    next_month_remaining: nextMonthRemaining,
    sentence:
      planRemaining + credits <= 0 && nextMonthRemaining > 0
        ? nextMonthSentence(nextPeriod(period), nextMonthRemaining)
        : bookableSentence(planRemaining, credits, included),
  };
}
