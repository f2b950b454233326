/** Rate limits and upload sizes (ADR 0012, 0015); every instance shares the counters. */

/** Rate limits of the accounts issue. */
export const LOGIN_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 } as const;
/** Failed sign-ins per account, whatever address they come from (a client that invents addresses). */
export const LOGIN_ACCOUNT_FAILURES_LIMIT = { max: 20, windowMs: 15 * 60 * 1000 } as const;
/** Failed sign-ins per address, whatever account they try (password spraying). */
export const LOGIN_ADDRESS_FAILURES_LIMIT = { max: 30, windowMs: 15 * 60 * 1000 } as const;
export const FORGOT_PASSWORD_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
export const FORGOT_PASSWORD_ADDRESS_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;
export const REGISTER_ADDRESS_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;
export const AVATAR_UPLOAD_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;
/** Her data with its photos (a zip read from storage): heavy, and nobody needs it twice an hour. */
export const EXPORT_ZIP_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
export const FEEDBACK_LIMIT = { max: 5, windowMs: 24 * 60 * 60 * 1000 } as const;
export const WELCOME_RESEND_LIMIT = { max: 30, windowMs: 60 * 60 * 1000 } as const;
/** Uploads. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Checkouts a member may start (each one opens an order at the provider). */
export const CHECKOUT_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;
/** Returns from Webpay per address: each asks Transbank twice; a buyer comes back once or twice. */
export const WEBPAY_RETURN_LIMIT = { max: 60, windowMs: 15 * 60 * 1000 } as const;
