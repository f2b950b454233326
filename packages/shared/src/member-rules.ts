import { TIME_ZONE } from './constants/app';
import { FEEDBACK_PROMPT_DAY } from './constants/member';

/** Today's date in Santiago as YYYY-MM-DD: the day used by the daily message and the feedback prompt. */
export function santiagoDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** SPEC §4: the floating button shows its unseen dot unless today's date is the last-seen date. */
export function hasUnseenDailyMessage(lastSeen: string | null, now: Date = new Date()): boolean {
  return lastSeen !== santiagoDate(now);
}

/** SPEC §4 monthly feedback: day 4, signed in, not admin, not sent this month, not shown today. */
export function shouldPromptFeedback(options: {
  now: Date;
  signedIn: boolean;
  isAdmin: boolean;
  sentMonth: string | null;
  shownOn: string | null;
  /** The admin's "Día del mes para pedir valoración" setting; the SPEC's day 4 by default. */
  promptDay?: number;
}): boolean {
  const today = santiagoDate(options.now);
  const day = Number(today.slice(8, 10));
  const month = today.slice(0, 7);
  return (
    day === (options.promptDay ?? FEEDBACK_PROMPT_DAY) &&
    options.signedIn &&
    !options.isAdmin &&
    options.sentMonth !== month &&
    options.shownOn !== today
  );
}

/** Which of `count` daily messages belongs to a date: the same all day, a different one each day. */
export function dailyMessageIndex(date: string, count: number): number {
  if (count <= 0) return 0;
  const days = Math.floor(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000,
  );
  return days % count;
}
