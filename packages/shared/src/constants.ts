/** Business constants of SPEC §9, in one place for the browser and the server. */

export const API_TIMEOUT_MS = 10_000;
export const SESSION_RECHECK_MS = 1_200_000;

export const TOAST_DEFAULT_MS = 5000;
export const CART_TOAST_MS = 3000;

export const IVA_RATE = 0.19;
export const SHIPPING_COST = 0;
export const CURRENCY = 'CLP';

export const ADMIN_USERS_DEFAULT_PAGE = 1;
export const ADMIN_USERS_DEFAULT_PER_PAGE = 10;

export const PASSWORD_MIN = 8;
export const NAME_MIN = 2;
export const PHONE_MIN = 8;
export const USERNAME_MAX = 12;
export const DEFAULT_PHONE_COUNTRY = 'CL';

export const FEEDBACK_MAX_CHARS = 60;
export const FEEDBACK_DEFAULT_RATING = 5;
export const FEEDBACK_PROMPT_DAY = 4;
export const FEEDBACK_PROMPT_DELAY_MS = 3000;
export const FEEDBACK_SUCCESS_CLOSE_MS = 2000;
export const FEEDBACK_ERROR_MS = 3000;
export const FEEDBACK_CATEGORIES = ['general', 'content', 'technical', 'suggestion'] as const;

export const NOTIFICATION_BADGE_CAP = 9;

export const TRANSITION_STEP_PERCENT = 2;
export const TRANSITION_STEP_MS = 50;
export const TRANSITION_FINAL_DELAY_MS = 300;

export const AVATAR_SIZES = { sm: 32, md: 48, lg: 80 } as const;
export const DESKTOP_MIN_WIDTH = 1024;

export const LOCALE = 'es-CL';
export const TIME_ZONE = 'America/Santiago';

/** Sessions (DESIGN "Contract"): rememberMe keeps 30 days, otherwise a browser session capped at 12 h. */
export const SESSION_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_BROWSER_MS = 12 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

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
export const FEEDBACK_LIMIT = { max: 5, windowMs: 24 * 60 * 60 * 1000 } as const;
export const WELCOME_RESEND_LIMIT = { max: 30, windowMs: 60 * 60 * 1000 } as const;

/** Uploads. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'vitalia_session';

export const LOCAL_STORAGE_KEYS = {
  userRole: 'user_role',
  dailyMessageLastSeen: 'daily_message_last_seen',
  dailyMessageHiddenOn: 'daily_message_hidden_on',
  feedbackSentMonth: 'feedback_sent_month',
  feedbackModalShownToday: 'feedback_modal_shown_today',
  userId: 'user_id',
} as const;
