import { describe, expect, it } from 'vitest';
import { mayReadMealPlan, planBenefits } from '@vitalia/shared/plan-benefits';
import { PLAN_TYPES, type PlanType } from '@vitalia/shared/plans';
import { paths } from '@/config/paths';

/** Every screen of the route map, for checking that a benefit links somewhere that exists. */
const screens = new Set<string>(
  Object.values(paths).flatMap((value): string[] => (typeof value === 'string' ? [value] : [])),
);

describe('what each plan sells (issue 42 §11)', () => {
  it('links every benefit to a screen of the app, and sells nothing the product lacks', () => {
    for (const plan of PLAN_TYPES)
      for (const benefit of planBenefits(plan, 4)) {
        expect(screens.has(benefit.href), `${plan}: ${benefit.label} → ${benefit.href}`).toBe(true);
        expect(benefit.label).not.toMatch(/comunidad|24\/7|ilimitad/i);
      }
  });

  it('sells the meal plan with Prime only, as the server opens it (issue 47)', () => {
    const sellsPlan = (plan: PlanType) =>
      planBenefits(plan, 0).some((benefit) => /alimentación/.test(benefit.label));
    expect(PLAN_TYPES.filter(sellsPlan)).toEqual(['prime']);
    expect(mayReadMealPlan({ role: 'member', plan: 'prime', paidConsultation: false })).toBe(true);
    expect(mayReadMealPlan({ role: 'member', plan: 'premium', paidConsultation: false })).toBe(false);
    expect(mayReadMealPlan({ role: 'member', plan: 'free', paidConsultation: true })).toBe(true);
    expect(mayReadMealPlan({ role: 'member', plan: 'free', paidConsultation: false })).toBe(false);
  });

  it('names the monthly consultations a plan includes, and none when it has none', () => {
    expect(planBenefits('premium', 1).map((benefit) => benefit.label)).toContain('1 consulta 1:1 al mes');
    expect(planBenefits('prime', 4).map((benefit) => benefit.label)).toContain('4 consultas 1:1 al mes');
    expect(planBenefits('free', 0).some((benefit) => /consulta/.test(benefit.label))).toBe(false);
    expect(planBenefits('prime', 4)[0]?.label).toBe('Todo lo de Premium');
  });
});
