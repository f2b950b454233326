import { useId } from 'react';
import { formatClp } from '@vitalia/shared/commerce-rules';
import {
  COUPON_DURATION_LABELS,
  COUPON_DURATIONS,
  COUPON_SCOPE_LABELS,
  COUPON_SCOPES,
  type CouponDuration,
  type CouponScope,
} from '@vitalia/shared/coupons';
import { PAID_PLAN_TYPES, PLAN_LABELS, type PaidPlanType } from '@vitalia/shared/plans';
import { useProducts } from '../../api/get-products';

export interface CouponScopeDraft {
  appliesTo: CouponScope;
  productIds: number[];
  planCodes: PaidPlanType[];
  duration: CouponDuration;
}

const toggled = <T,>(list: T[], value: T, on: boolean) =>
  on ? [...list, value] : list.filter((item) => item !== value);

/**
 * What a coupon discounts: products of the cart (all, or those ticked), or plans (all, or those ticked) on
 * their first payment only or on every renewal too.
 */
export function CouponScopeFields({
  draft,
  onChange,
  errors,
}: {
  draft: CouponScopeDraft;
  onChange: (changes: Partial<CouponScopeDraft>) => void;
  errors: Record<string, string>;
}) {
  const products = useProducts();
  const id = useId();
  const option = 'flex min-h-11 items-center gap-2 text-sm';
  return (
    <fieldset className="space-y-2">
      <legend className="field-label">Aplica a</legend>
      <div className="flex flex-wrap gap-4">
        {COUPON_SCOPES.map((scope) => (
          <label key={scope} className={option}>
            <input
              type="radio"
              name={`${id}-scope`}
              checked={draft.appliesTo === scope}
              onChange={() => onChange({ appliesTo: scope })}
            />
            {COUPON_SCOPE_LABELS[scope]}
          </label>
        ))}
      </div>
      {draft.appliesTo === 'products' ? (
        <div className="space-y-1">
          <p className="text-xs text-gray-600">Sin ninguno marcado, el cupón vale para todo el carrito.</p>
          {products.data?.products.map((product) => (
            <label key={product.id} className={option}>
              <input
                type="checkbox"
                checked={draft.productIds.includes(product.id)}
                onChange={(event) =>
                  onChange({ productIds: toggled(draft.productIds, product.id, event.target.checked) })
                }
              />
              {product.name} · {formatClp(product.price)}
            </label>
          ))}
          {errors.product_ids ? <p className="text-sm text-red-700">{errors.product_ids}</p> : null}
        </div>
      ) : (
        <div className="space-y-1">
          <p className="text-xs text-gray-600">
            Sin ninguno marcado, el cupón vale para todos los planes pagados.
          </p>
          {PAID_PLAN_TYPES.map((plan) => (
            <label key={plan} className={option}>
              <input
                type="checkbox"
                checked={draft.planCodes.includes(plan)}
                onChange={(event) =>
                  onChange({ planCodes: toggled(draft.planCodes, plan, event.target.checked) })
                }
              />
              Plan {PLAN_LABELS[plan]}
            </label>
          ))}
          <p className="field-label pt-2" id={`${id}-duration`}>
            Descuenta
          </p>
          <div className="flex flex-wrap gap-4" role="radiogroup" aria-labelledby={`${id}-duration`}>
            {COUPON_DURATIONS.map((duration) => (
              <label key={duration} className={option}>
                <input
                  type="radio"
                  name={`${id}-duration`}
                  checked={draft.duration === duration}
                  onChange={() => onChange({ duration })}
                />
                {COUPON_DURATION_LABELS[duration]}
              </label>
            ))}
          </div>
        </div>
      )}
    </fieldset>
  );
}

/** "Todo el carrito", "Plan Premium · solo el primer pago", …: the list's "Aplica a". */
export function couponScopeLabel(coupon: {
  applies_to: CouponScope;
  product_names: string[];
  plan_codes: PaidPlanType[];
  duration: CouponDuration;
}) {
  if (coupon.applies_to === 'products')
    return coupon.product_names.length === 0 ? 'Todo el carrito' : coupon.product_names.join(', ');
  const plans =
    coupon.plan_codes.length === 0
      ? 'Todos los planes'
      : coupon.plan_codes.map((plan) => `Plan ${PLAN_LABELS[plan]}`).join(', ');
  return `${plans} · ${COUPON_DURATION_LABELS[coupon.duration].toLowerCase()}`;
}
