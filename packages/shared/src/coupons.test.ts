import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES as M, COUPON_MIN_TO_PAY, CouponInputSchema, couponDiscount } from './coupons';

const COURSE = { productId: 1, unitPrice: 24_990, quantity: 1 };
const PACK = { productId: 2, unitPrice: 22_990, quantity: 2 };

describe('couponDiscount', () => {
  it('takes a percentage of the lines it covers, rounded to the peso', () => {
    expect(couponDiscount({ percentOff: 15, amountOff: null, productIds: [] }, [COURSE])).toBe(3749);
    // Only the course: the two consultations keep their price.
    expect(couponDiscount({ percentOff: 10, amountOff: null, productIds: [1] }, [COURSE, PACK])).toBe(2499);
  });

  it('takes an amount up to what the covered lines cost', () => {
    expect(couponDiscount({ percentOff: null, amountOff: 5000, productIds: [2] }, [COURSE, PACK])).toBe(5000);
    expect(couponDiscount({ percentOff: null, amountOff: 30_000, productIds: [1] }, [COURSE, PACK])).toBe(
      24_990,
    );
  });

  it('never leaves less than the minimum to pay, and is 0 for a cart it does not cover', () => {
    expect(couponDiscount({ percentOff: null, amountOff: 30_000, productIds: [] }, [COURSE])).toBe(
      24_990 - COUPON_MIN_TO_PAY,
    );
    expect(couponDiscount({ percentOff: 50, amountOff: null, productIds: [9] }, [COURSE, PACK])).toBe(0);
  });
});

describe('CouponInputSchema', () => {
  const issues = (input: unknown) => {
    const result = CouponInputSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('stores the code in upper case and fills the defaults', () => {
    expect(CouponInputSchema.parse({ code: ' verano-20 ', percent_off: 20 })).toMatchObject({
      code: 'VERANO-20',
      amount_off: null,
      product_ids: [],
      max_uses_per_member: 1,
      active: true,
    });
  });

  it('refuses each wrong field in Spanish', () => {
    expect(issues({ code: 'a!', percent_off: 10 })).toEqual([M.codeFormat]);
    expect(issues({ code: 'BIEN', percent_off: 95 })).toEqual([M.percentRange]);
    expect(issues({ code: 'BIEN', amount_off: 99.5 })).toEqual([M.amountRange]);
    expect(issues({ code: 'BIEN', percent_off: 10, amount_off: 1000 })).toEqual([M.oneKind]);
    expect(issues({ code: 'BIEN' })).toEqual([M.noKind]);
    expect(
      issues({ code: 'BIEN', percent_off: 10, valid_from: '2026-12-10', valid_until: '2026-12-01' }),
    ).toEqual([M.dateOrder]);
    expect(issues({ code: 'BIEN', percent_off: 10, max_uses: 0 })).toEqual([M.usesRange]);
  });
});
