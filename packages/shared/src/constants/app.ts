/** The shell: timing, layout, locale and what the browser keeps (SPEC §2, §4, §9). */

export const API_TIMEOUT_MS = 10_000;
export const SESSION_RECHECK_MS = 1_200_000;
export const TOAST_DEFAULT_MS = 5000;
export const NOTIFICATION_BADGE_CAP = 9;
export const TRANSITION_STEP_PERCENT = 2;
export const TRANSITION_STEP_MS = 50;
export const TRANSITION_FINAL_DELAY_MS = 300;
export const AVATAR_SIZES = { sm: 32, md: 48, lg: 80 } as const;
export const DESKTOP_MIN_WIDTH = 1024;
export const LOCALE = 'es-CL';
export const TIME_ZONE = 'America/Santiago';
export const LOCAL_STORAGE_KEYS = {
  userRole: 'user_role',
  dailyMessageLastSeen: 'daily_message_last_seen',
  dailyMessageHiddenOn: 'daily_message_hidden_on',
  feedbackSentMonth: 'feedback_sent_month',
  feedbackModalShownToday: 'feedback_modal_shown_today',
  userId: 'user_id',
} as const;
