// Pure commerce rules (no zod), for the cart, the checkout, receipts and the plan cards (issue 9).
import { CURRENCY, IVA_RATE, SHIPPING_COST } from './constants/commerce';
import { LOCALE } from './constants/app';
import { PLAN_LABELS, type PlanType } from './plans';

/** SPEC §3 cart summary amounts, in whole Chilean pesos. */
export interface IvaBreakdown {
  subtotal: number;
  iva_rate: number;
  iva_amount: number;
  shipping_cost: number;
  total_amount: number;
  currency: typeof CURRENCY;
}

/**
 * SPEC §9: prices include IVA; `subtotal = round(total / 1.19)` and the IVA is the rest, so the two always
 * add up to the total in whole pesos. CLP has no decimals: nothing is ever multiplied or divided by 100.
 * Computed as round(total × 100 / 119) so no binary fraction of 1.19 creeps in (an exact half cannot occur:
 * 119 is odd).
 */
export function ivaBreakdown(total: number): IvaBreakdown {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be whole pesos');
  const subtotal = Math.round((total * 100) / 119);
  return {
    subtotal,
    iva_rate: IVA_RATE,
    iva_amount: total - subtotal,
    shipping_cost: SHIPPING_COST,
    total_amount: total + SHIPPING_COST,
    currency: CURRENCY,
  };
}

const clp = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });

/** "$12.990": how every amount is shown, on screens, e-mails and receipts. */
export function formatClp(amount: number): string {
  return clp.format(amount);
}

/** A RUT without dots, dash or spaces, upper-cased: "12.345.678-k" → "12345678K". */
export function normalizeRut(value: string): string {
  return value.replace(/[.\s-]/g, '').toUpperCase();
}

/** The check digit (0–9 or K) of a RUT body, by the modulo-11 rule of the Servicio de Registro Civil. */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    sum += Number(body[index]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'K' : String(digit);
}

/** Whether `value` is a RUT with a correct check digit (dots and dash optional). */
export function isValidRut(value: string): boolean {
  const rut = normalizeRut(value);
  const match = /^(\d{1,8})([\dK])$/.exec(rut);
  if (!match?.[1] || !match[2] || Number(match[1]) < 1_000_000) return false;
  return rutCheckDigit(match[1]) === match[2];
}

/** "12345678K" → "12.345.678-K", the way receipts print it. */
export function formatRut(value: string): string {
  const rut = normalizeRut(value);
  const body = rut.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${body}-${rut.slice(-1)}`;
}

/**
 * A RUT as she types it (issue 22): only digits and a final K are kept, and from the second character on it
 * reads "12.345.678-5", the last character always the check digit. More than 9 characters are cut.
 */
export function formatRutTyping(value: string): string {
  const kept = value
    .toUpperCase()
    .replace(/[^0-9K]/g, '')
    .replace(/K(?=.)/g, '')
    .slice(0, 9);
  if (kept.length < 2) return kept;
  return formatRut(kept);
}

export type PlanButtonAction = 'none' | 'purchase' | 'change' | 'cancel' | 'reactivate';
export interface PlanButton {
  label: string;
  action: PlanButtonAction;
  disabled: boolean;
}

/** The membership status as the plan cards see it (SPEC §3 "Membership status", or still loading, or failed). */
export type MembershipView =
  | { state: 'loading' }
  | { state: 'failed' }
  | {
      state: 'loaded';
      plan_type: PlanType;
      status: string;
      /** Renewal already stopped: "Cancelar Plan" again would do nothing (issue 22). */
      cancel_at_period_end?: boolean;
      /** She stopped it herself and may undo it. */
      can_reactivate?: boolean;
    };

/**
 * SPEC §4 "Membership buttons per plan card" (the pro card is labelled Prime). A failed load is treated as
 * free and active, as the spec says. One departure (ADR 0034): a plan already cancelled at the period end
 * offers "Reactivar plan" instead of "Cancelar Plan", or nothing when the renewal cannot be resumed.
 */
export function planCardButton(card: PlanType, view: MembershipView): PlanButton {
  const active: PlanButton = { label: 'Plan Activo', action: 'none', disabled: true };
  const choose: PlanButton = { label: `Elegir ${PLAN_LABELS[card]}`, action: 'purchase', disabled: false };
  if (view.state === 'loading')
    return card === 'free' ? active : { label: 'Cargando...', action: 'none', disabled: true };
  const { plan_type, status } =
    view.state === 'failed' ? { plan_type: 'free' as const, status: 'active' } : view;
  if (status !== 'active' || plan_type === 'free') return card === 'free' ? active : choose;
  if (card === plan_type) {
    if (view.state !== 'loaded' || !view.cancel_at_period_end)
      return { label: 'Cancelar Plan', action: 'cancel', disabled: false };
    return view.can_reactivate ? { label: 'Reactivar plan', action: 'reactivate', disabled: false } : active;
  }
  return { label: 'Cambiar Plan', action: 'change', disabled: false };
}
