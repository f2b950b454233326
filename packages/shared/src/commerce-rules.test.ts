import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_TYPES } from './plans';
import {
  formatClp,
  formatRut,
  formatRutTyping,
  isValidRut,
  ivaBreakdown,
  planCardButton,
  rutCheckDigit,
  type MembershipView,
} from './commerce-rules';

describe('IVA breakdown (SPEC §9)', () => {
  it('is whole pesos that add up to the total, with the subtotal nearest to total / 1.19, for every total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (total) => {
        const { subtotal, iva_amount, total_amount, shipping_cost } = ivaBreakdown(total);
        expect(Number.isInteger(subtotal) && Number.isInteger(iva_amount)).toBe(true);
        expect(subtotal + iva_amount).toBe(total);
        expect(total_amount).toBe(total + shipping_cost);
        // Nearest integer to total/1.19, checked in exact integer arithmetic: |119·s − 100·t| ≤ 59.5.
        expect(Math.abs(119 * subtotal - 100 * total) * 2).toBeLessThanOrEqual(119);
      }),
      { numRuns: 20_000 },
    );
  });

  it('holds for literally every total from 1 to 10,000,000 (exhaustive, exact integer check)', () => {
    let wrong = 0;
    for (let total = 1; total <= 10_000_000; total += 1) {
      const { subtotal, iva_amount } = ivaBreakdown(total);
      if (subtotal + iva_amount !== total || Math.abs(119 * subtotal - 100 * total) * 2 > 119) wrong += 1;
    }
    expect(wrong).toBe(0);
  });

  it('matches hand-computed examples and the SPEC summary fields', () => {
    expect(ivaBreakdown(12_990)).toEqual({
      subtotal: 10_916,
      iva_rate: 0.19,
      iva_amount: 2_074,
      shipping_cost: 0,
      total_amount: 12_990,
      currency: 'CLP',
    });
    expect(ivaBreakdown(119).subtotal).toBe(100);
    expect(ivaBreakdown(0).iva_amount).toBe(0);
  });

  it('refuses fractions and negatives instead of inventing cents', () => {
    expect(() => ivaBreakdown(12.5)).toThrow(RangeError);
    expect(() => ivaBreakdown(-1)).toThrow(RangeError);
  });

  it('shows amounts the es-CL way', () => {
    expect(formatClp(12_990)).toBe('$12.990');
    expect(formatClp(1_200_000)).toBe('$1.200.000');
  });
});

describe('RUT', () => {
  it('accepts real check digits with or without dots and dash, K in either case', () => {
    for (const rut of [
      '12.345.678-5',
      '123456785',
      '11.111.111-1',
      '10.000.013-K',
      '10000013-k',
      '7.654.321-6',
    ])
      expect(isValidRut(rut), rut).toBe(true);
  });

  it('refuses a wrong check digit, letters, too short or empty', () => {
    for (const rut of ['12.345.678-9', '12.345.678', 'abc', '', '1-9', '123.456-0', '12.345.678-55'])
      expect(isValidRut(rut), rut).toBe(false);
  });

  it('always accepts the check digit it computes, and formats the way receipts print it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 99_999_999 }), (body) => {
        const rut = `${body}${rutCheckDigit(String(body))}`;
        expect(isValidRut(rut)).toBe(true);
        expect(isValidRut(formatRut(rut))).toBe(true);
      }),
    );
    expect(formatRut('123456785')).toBe('12.345.678-5');
  });

  it('formats a RUT as it is typed, digits only or with its own dots (issue 22)', () => {
    const typed = '111111111'
      .split('')
      .map((_, index, all) => formatRutTyping(all.slice(0, index + 1).join('')));
    expect(typed).toEqual([
      '1',
      '1-1',
      '11-1',
      '111-1',
      '1.111-1',
      '11.111-1',
      '111.111-1',
      '1.111.111-1',
      '11.111.111-1',
    ]);
    expect(formatRutTyping('12.345.678-k')).toBe('12.345.678-K');
    expect(formatRutTyping('7k65')).toBe('76-5');
    expect(formatRutTyping('12.345.678-50')).toBe('12.345.678-5');
    expect(formatRutTyping('abc')).toBe('');
    // Whatever she types, what it shows is a RUT the validator reads the same way.
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 99_999_999 }), (body) => {
        const rut = `${body}${rutCheckDigit(String(body))}`;
        expect(isValidRut(formatRutTyping(rut))).toBe(true);
      }),
    );
  });
});

describe('plan card buttons (SPEC §4)', () => {
  const loaded = (plan_type: 'free' | 'premium' | 'prime', status = 'active'): MembershipView => ({
    state: 'loaded',
    plan_type,
    status,
  });
  const labels = (view: MembershipView) => PLAN_TYPES.map((card) => planCardButton(card, view).label);

  it('follows the SPEC for every plan, status and loading state', () => {
    expect(labels(loaded('free'))).toEqual(['Plan Activo', 'Elegir Premium', 'Elegir Prime']);
    expect(labels(loaded('premium'))).toEqual(['Cambiar Plan', 'Cancelar Plan', 'Cambiar Plan']);
    expect(labels(loaded('prime'))).toEqual(['Cambiar Plan', 'Cambiar Plan', 'Cancelar Plan']);
    expect(labels(loaded('premium', 'cancelled'))).toEqual(['Plan Activo', 'Elegir Premium', 'Elegir Prime']);
    expect(labels({ state: 'loading' })).toEqual(['Plan Activo', 'Cargando...', 'Cargando...']);
    expect(labels({ state: 'failed' })).toEqual(labels(loaded('free')));
  });

  it('disables exactly the buttons that do nothing, and names the action of the others', () => {
    for (const view of [loaded('free'), loaded('premium'), loaded('prime'), { state: 'loading' } as const]) {
      for (const card of PLAN_TYPES) {
        const button = planCardButton(card, view);
        expect(button.disabled).toBe(button.action === 'none');
      }
    }
    expect(planCardButton('premium', loaded('free')).action).toBe('purchase');
    expect(planCardButton('prime', loaded('premium')).action).toBe('change');
    expect(planCardButton('premium', loaded('premium')).action).toBe('cancel');
  });

  it('offers "Reactivar plan" on a plan she cancelled at the period end, and nothing to click on one a declined card ended', () => {
    const cancelled = (can_reactivate: boolean): MembershipView => ({
      state: 'loaded',
      plan_type: 'premium',
      status: 'active',
      cancel_at_period_end: true,
      can_reactivate,
    });
    expect(labels(cancelled(true))).toEqual(['Cambiar Plan', 'Reactivar plan', 'Cambiar Plan']);
    expect(planCardButton('premium', cancelled(true))).toEqual({
      label: 'Reactivar plan',
      action: 'reactivate',
      disabled: false,
    });
    expect(planCardButton('premium', cancelled(false))).toEqual({
      label: 'Plan Activo',
      action: 'none',
      disabled: true,
    });
  });
});
