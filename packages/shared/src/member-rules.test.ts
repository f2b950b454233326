import { describe, expect, it } from 'vitest';
import { dailyMessageIndex, hasUnseenDailyMessage, santiagoDate, shouldPromptFeedback } from './member-rules';
import { badgeText } from './notification-rules';

describe('badge text (SPEC §4)', () => {
  it.each([
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i unread → %s', (unread, text) => expect(badgeText(unread)).toBe(text));
});

describe('daily message seen rule', () => {
  it('uses the date in Santiago, not UTC', () => {
    // 02:00 UTC on the 5th is still the 4th in Santiago (UTC-3 in summer).
    expect(santiagoDate(new Date('2026-12-05T02:00:00Z'))).toBe('2026-12-04');
  });
  it('shows the dot until today is the last-seen date, and again the next day', () => {
    const today = new Date('2026-12-04T15:00:00-03:00');
    expect(hasUnseenDailyMessage(null, today)).toBe(true);
    expect(hasUnseenDailyMessage('2026-12-03', today)).toBe(true);
    expect(hasUnseenDailyMessage('2026-12-04', today)).toBe(false);
    expect(hasUnseenDailyMessage('2026-12-04', new Date('2026-12-05T09:00:00-03:00'))).toBe(true);
  });
  it('picks the same message all day and another one the next day', () => {
    expect(dailyMessageIndex('2026-12-04', 31)).toBe(dailyMessageIndex('2026-12-04', 31));
    expect(dailyMessageIndex('2026-12-05', 31)).toBe((dailyMessageIndex('2026-12-04', 31) + 1) % 31);
    expect(dailyMessageIndex('2026-12-04', 0)).toBe(0);
  });
});

describe('monthly feedback rule (SPEC §4)', () => {
  const base = {
    now: new Date('2026-12-04T12:00:00-03:00'),
    signedIn: true,
    isAdmin: false,
    sentMonth: null,
    shownOn: null,
  };
  it('prompts a signed-in member on day 4', () => expect(shouldPromptFeedback(base)).toBe(true));
  it('prompts on the day the admin chose instead, and not on day 4 then', () => {
    expect(shouldPromptFeedback({ ...base, promptDay: 10 })).toBe(false);
    expect(shouldPromptFeedback({ ...base, promptDay: 10, now: new Date('2026-12-10T12:00:00-03:00') })).toBe(
      true,
    );
  });
  it.each([
    ['another day', { now: new Date('2026-12-05T12:00:00-03:00') }],
    ['an anonymous visitor', { signedIn: false }],
    ['an admin', { isAdmin: true }],
    ['feedback already sent this month', { sentMonth: '2026-12' }],
    ['the modal already shown today', { shownOn: '2026-12-04' }],
  ])('does not prompt for %s', (_name, change) =>
    expect(shouldPromptFeedback({ ...base, ...change })).toBe(false),
  );
  it('prompts again next month', () =>
    expect(
      shouldPromptFeedback({ ...base, now: new Date('2027-01-04T12:00:00-03:00'), sentMonth: '2026-12' }),
    ).toBe(true));
});
