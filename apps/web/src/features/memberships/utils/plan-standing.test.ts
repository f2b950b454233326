import { describe, expect, it } from 'vitest';
import type { MembershipStatus } from '@vitalia/shared/commerce';
import { planStanding } from './plan-standing';

const premium: MembershipStatus = {
  success: true,
  has_membership: true,
  plan_type: 'premium',
  plan_name: 'Premium',
  status: 'active',
  billing_interval: 'month',
  current_period_start: '2026-11-23T16:00:00.000Z',
  current_period_end: '2026-12-23T16:00:00.000Z',
  cancel_at_period_end: false,
  will_renew: true,
  scheduled_plan_type: null,
  can_reactivate: false,
  renews_with_link: false,
  trial_ends_at: null,
  trial_available: false,
};

describe('planStanding', () => {
  it('says whether the plan renews, changes or ends, with the date in Chile', () => {
    expect(planStanding(premium)).toBe('Se renueva el 23 de diciembre de 2026');
    const trial = { ...premium, trial_ends_at: premium.current_period_end };
    expect(planStanding(trial)).toBe(
      'Prueba gratis hasta el 23 de diciembre de 2026; desde ese día se cobra tu plan',
    );
    expect(planStanding({ ...trial, will_renew: false })).toBe(
      'Prueba gratis hasta el 23 de diciembre de 2026',
    );
    expect(planStanding({ ...premium, will_renew: false, cancel_at_period_end: true })).toBe(
      'Activo hasta el 23 de diciembre de 2026',
    );
    expect(planStanding({ ...premium, scheduled_plan_type: 'free' })).toBe(
      'Cambia a Free el 23 de diciembre de 2026',
    );
  });

  it('says nothing for Free', () => {
    expect(
      planStanding({ ...premium, has_membership: false, plan_type: 'free', current_period_end: null }),
    ).toBeNull();
  });
});
