/** The monthly feedback (SPEC §4, §5, §9). */

export const FEEDBACK_MAX_CHARS = 60;
export const FEEDBACK_DEFAULT_RATING = 5;
export const FEEDBACK_PROMPT_DAY = 4;
export const FEEDBACK_PROMPT_DELAY_MS = 3000;
export const FEEDBACK_SUCCESS_CLOSE_MS = 2000;
export const FEEDBACK_ERROR_MS = 3000;
export const FEEDBACK_CATEGORIES = ['general', 'content', 'technical', 'suggestion'] as const;
