import { NOTIFICATION_BADGE_CAP } from './constants/app';

/** SPEC §4 badge: the count, or "9+" above 9; nothing at 0. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);
}

/**
 * DESIGN difference 10: an action link is a path inside the app or an https URL, nothing else. Browsers
 * read a backslash as a slash, so `/\\evil.example` would leave the app: no backslash, no whitespace.
 */
export function isSafeActionUrl(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^https:\/\/[^/?#]+/.test(value);
}
