import type { Plan } from '@vitalia/shared/commerce';
import { CURRENCY } from '@vitalia/shared/constants/commerce';
import { planBenefits } from '@vitalia/shared/plan-benefits';
import type { PlanRow } from './memberships-repository';

/** A plan as members and prospects see it: prices in whole CLP with IVA, and the one benefit table (issue 42 §11). */
export const presentPlan = (plan: PlanRow): Plan => ({
  code: plan.code,
  name: plan.name,
  description: plan.description,
  features: planBenefits(plan.code, plan.consultationsPerMonth).map((benefit) => benefit.label),
  benefits: planBenefits(plan.code, plan.consultationsPerMonth),
  monthly_price: plan.priceClp,
  yearly_price: plan.yearlyPriceClp,
  currency: CURRENCY,
  trial_days: plan.code === 'free' ? 0 : plan.trialDays,
});
