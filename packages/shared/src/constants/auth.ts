/** Accounts and sessions (SPEC §5, §9 and DESIGN "Contract"). */

export const PASSWORD_MIN = 8;
export const NAME_MIN = 2;
export const PHONE_MIN = 8;
export const USERNAME_MAX = 12;
export const DEFAULT_PHONE_COUNTRY = 'CL';
/** Sessions (DESIGN "Contract"): rememberMe keeps 30 days, otherwise a browser session capped at 12 h. */
export const SESSION_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_BROWSER_MS = 12 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'vitalia_session';
