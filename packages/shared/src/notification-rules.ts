import { NOTIFICATION_BADGE_CAP } from './constants';

/** SPEC §4 badge: the count, or "9+" above 9; nothing at 0. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);
}
