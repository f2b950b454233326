/** Cart and prices (SPEC §9: IVA, CLP, shipping). */

export const CART_TOAST_MS = 3000;
export const IVA_RATE = 0.19;
export const SHIPPING_COST = 0;
export const CURRENCY = 'CLP';
