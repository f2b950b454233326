import type { Allowance } from '@vitalia/shared/scheduling';
import { allowancePeriod, bookableSentence } from '@vitalia/shared/scheduling-rules';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Viewer } from '../entitlements/entitlements';
import type { AppointmentTypeRow } from './scheduling-repository';

/** Staff book no consultations of their own plan: only members' bookings use an allowance. */
export const usesAllowance = (type: AppointmentTypeRow, viewer: Viewer) =>
  type.requiredPlan !== 'free' && viewer.role !== 'admin';

/** Her plan's consultations this month, and the ones she bought (used after the plan's). */
export async function allowanceOf(
  app: FastifyInstance,
  executor: Db,
  viewer: Viewer,
  now: number,
): Promise<Allowance & { planRemaining: number }> {
  const repo = app.schedulingRepository;
  const included = viewer.role === 'admin' ? 0 : await repo.consultationsPerMonth(viewer.planType, executor);
  const [used, credits] = await Promise.all([
    repo.allowanceUsed(viewer.id, allowancePeriod(now), executor),
    viewer.role === 'admin' ? 0 : repo.creditsAvailable(viewer.id, executor),
  ]);
  const planRemaining = Math.max(0, included - used);
  return {
    included,
    used,
    credits,
    planRemaining,
    remaining: planRemaining + credits,
    sentence: bookableSentence(planRemaining, credits, included),
  };
}
