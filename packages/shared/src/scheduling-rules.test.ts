import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import {
  changePolicySentence,
  monthName,
  nextPeriod,
  allowancePeriod,
  allowanceSentence,
  bookableSentence,
  changeDeadline,
  computeSlots,
  dateIn,
  leadHoursOf,
  mergeSpans,
  overlapsAny,
  reminderLead,
  type SlotInput,
  type SlotRules,
  type WeeklyHours,
  NO_CONSULTATIONS_LEFT,
} from './scheduling-rules';

/** The value, or a failed test saying it was missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('valor ausente');
  return value;
}

const SANTIAGO = 'America/Santiago';
const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const wall = (ms: number, zone = SANTIAGO) =>
  Temporal.Instant.fromEpochMilliseconds(ms)
    .toZonedDateTimeISO(zone)
    .toPlainDateTime()
    .toString()
    .slice(0, 16);

const RULES: SlotRules = {
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  intervalMinutes: 60,
  minNoticeMinutes: 0,
  horizonDays: 400,
};
const WEEKDAYS_9_TO_13: WeeklyHours[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  start_minute: 9 * 60,
  end_minute: 13 * 60,
}));

function input(overrides: Partial<SlotInput>): SlotInput {
  return {
    timeZone: SANTIAGO,
    weekly: WEEKDAYS_9_TO_13,
    overrides: [],
    busy: [],
    rules: RULES,
    now: at('2026-01-01T00:00:00Z'),
    from: '2026-11-30',
    to: '2026-11-30',
    ...overrides,
  };
}

describe('computeSlots', () => {
  it('offers the weekly hours of a date in the trainer’s zone', () => {
    const slots = computeSlots(input({}));
    // Monday 30 November 2026, Chile in summer time (UTC−3).
    expect(slots.map((slot) => wall(slot.start))).toEqual([
      '2026-11-30T09:00',
      '2026-11-30T10:00',
      '2026-11-30T11:00',
      '2026-11-30T12:00',
    ]);
    expect(iso(must(slots[0]).start)).toBe('2026-11-30T12:00:00.000Z');
  });

  it('keeps buffers clear of bookings and steps by the interval', () => {
    const rules = {
      ...RULES,
      durationMinutes: 45,
      intervalMinutes: 15,
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
    };
    const booked = { start: at('2026-11-30T13:00:00Z'), end: at('2026-11-30T14:00:00Z') }; // 10:00–11:00 local
    const slots = computeSlots(input({ rules, busy: [booked] }));
    for (const slot of slots) {
      expect(slot.blockedEnd <= booked.start || slot.blockedStart >= booked.end).toBe(true);
      expect(slot.end - slot.start).toBe(45 * 60_000);
    }
    expect(slots.map((slot) => wall(slot.start))).toEqual([
      '2026-11-30T09:00',
      '2026-11-30T11:15',
      '2026-11-30T11:30',
      '2026-11-30T11:45',
      '2026-11-30T12:00',
      '2026-11-30T12:15',
    ]);
  });

  it('respects the minimum notice and the horizon', () => {
    const now = at('2026-11-30T13:30:00Z'); // 10:30 local
    const rules = { ...RULES, minNoticeMinutes: 90, horizonDays: 1 };
    const slots = computeSlots(input({ now, rules, from: '2026-11-30', to: '2026-12-02' }));
    expect(slots.map((slot) => wall(slot.start))).toEqual([
      '2026-11-30T12:00',
      '2026-12-01T09:00',
      '2026-12-01T10:00',
    ]);
  });

  it('uses a date’s override instead of the weekly hours, and an empty override closes the day', () => {
    const slots = computeSlots(
      input({
        from: '2026-11-30',
        to: '2026-12-01',
        overrides: [
          { date: '2026-11-30', intervals: [{ start_minute: 15 * 60, end_minute: 17 * 60 }] },
          { date: '2026-12-01', intervals: [] },
        ],
      }),
    );
    expect(slots.map((slot) => wall(slot.start))).toEqual(['2026-11-30T15:00', '2026-11-30T16:00']);
  });

  it('counts the repeated hour when Chile’s clocks go back (2026-04-04 23:00–23:59 happens twice)', () => {
    const saturdayNight: WeeklyHours[] = [{ weekday: 6, start_minute: 22 * 60, end_minute: 24 * 60 }];
    const slots = computeSlots(input({ weekly: saturdayNight, from: '2026-04-04', to: '2026-04-04' }));
    expect(slots.map((slot) => iso(slot.start))).toEqual([
      '2026-04-05T01:00:00.000Z', // 22:00 −03
      '2026-04-05T02:00:00.000Z', // 23:00 −03
      '2026-04-05T03:00:00.000Z', // 23:00 −04, the second time
    ]);
  });

  it('skips the hour that does not exist when they go forward (2026-09-06 00:00–00:59)', () => {
    const sundayNight: WeeklyHours[] = [{ weekday: 7, start_minute: 0, end_minute: 3 * 60 }];
    const slots = computeSlots(input({ weekly: sundayNight, from: '2026-09-06', to: '2026-09-06' }));
    expect(slots.map((slot) => wall(slot.start))).toEqual(['2026-09-06T01:00', '2026-09-06T02:00']);
    expect(iso(must(slots[0]).start)).toBe('2026-09-06T04:00:00.000Z');
  });

  it('answers instants, so a member in another zone sees the same moments in her own time', () => {
    const slots = computeSlots(input({}));
    expect(slots.map((slot) => wall(slot.start, 'Europe/Madrid'))).toEqual([
      '2026-11-30T13:00',
      '2026-11-30T14:00',
      '2026-11-30T15:00',
      '2026-11-30T16:00',
    ]);
    expect(dateIn(must(slots[0]).start, 'Pacific/Kiritimati')).toBe('2026-12-01');
  });

  const arbitraryInput = fc.record({
    weekly: fc.array(
      fc
        .record({
          weekday: fc.integer({ min: 1, max: 7 }),
          start: fc.integer({ min: 0, max: 23 * 4 }),
          length: fc.integer({ min: 1, max: 40 }),
        })
        .map(({ weekday, start, length }) => ({
          weekday,
          start_minute: start * 15,
          end_minute: Math.min(24 * 60, start * 15 + length * 15),
        })),
      { maxLength: 8 },
    ),
    busy: fc.array(
      fc
        .record({
          offsetMinutes: fc.integer({ min: 0, max: 14 * 24 * 60 }),
          minutes: fc.integer({ min: 1, max: 300 }),
        })
        .map(({ offsetMinutes, minutes }) => ({
          start: at('2026-09-01T00:00:00Z') + offsetMinutes * 60_000,
          end: at('2026-09-01T00:00:00Z') + (offsetMinutes + minutes) * 60_000,
        })),
      { maxLength: 30 },
    ),
    rules: fc.record({
      durationMinutes: fc.constantFrom(15, 30, 45, 60, 90),
      bufferBeforeMinutes: fc.constantFrom(0, 5, 10, 15),
      bufferAfterMinutes: fc.constantFrom(0, 5, 10, 15),
      intervalMinutes: fc.constantFrom(15, 30, 60),
      minNoticeMinutes: fc.integer({ min: 0, max: 3000 }),
      horizonDays: fc.integer({ min: 1, max: 30 }),
    }),
    nowOffsetHours: fc.integer({ min: 0, max: 200 }),
  });

  it('never offers a slot whose buffers meet a booking, before the notice, past the horizon or twice', () => {
    fc.assert(
      fc.property(arbitraryInput, ({ weekly, busy, rules, nowOffsetHours }) => {
        const now = at('2026-09-01T00:00:00Z') + nowOffsetHours * HOUR;
        // Across Chile's spring-forward (2026-09-06) on purpose.
        const slots = computeSlots(input({ weekly, busy, rules, now, from: '2026-09-01', to: '2026-09-14' }));
        const starts = slots.map((slot) => slot.start);
        expect(new Set(starts).size).toBe(starts.length);
        expect([...starts].sort((a, b) => a - b)).toEqual(starts);
        for (const slot of slots) {
          expect(slot.start).toBeGreaterThanOrEqual(now + rules.minNoticeMinutes * 60_000);
          expect(slot.start).toBeLessThan(now + rules.horizonDays * 24 * HOUR);
          expect(slot.end - slot.start).toBe(rules.durationMinutes * 60_000);
          for (const booking of busy) {
            expect(slot.blockedEnd <= booking.start || slot.blockedStart >= booking.end).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('booking any offered slot takes away exactly the slots it overlaps, and no others appear', () => {
    fc.assert(
      fc.property(arbitraryInput, fc.nat(), ({ weekly, busy, rules }, pick) => {
        const base = input({
          weekly,
          busy,
          rules,
          now: at('2026-09-01T00:00:00Z'),
          from: '2026-09-01',
          to: '2026-09-14',
        });
        const before = computeSlots(base);
        if (before.length === 0) return;
        const booked = must(before[pick % before.length]);
        const after = computeSlots({
          ...base,
          busy: [...busy, { start: booked.blockedStart, end: booked.blockedEnd }],
        });
        const expected = before.filter(
          (slot) => slot.blockedEnd <= booked.blockedStart || slot.blockedStart >= booked.blockedEnd,
        );
        expect(after).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps every slot inside the trainer’s wall-clock hours on ordinary days', () => {
    fc.assert(
      fc.property(arbitraryInput, ({ weekly, rules }) => {
        const slots = computeSlots(
          input({
            weekly,
            rules: { ...rules, minNoticeMinutes: 0 },
            now: at('2026-10-01T00:00:00Z'),
            from: '2026-10-05',
            to: '2026-10-11',
          }),
        );
        for (const slot of slots) {
          const local = Temporal.Instant.fromEpochMilliseconds(slot.start).toZonedDateTimeISO(SANTIAGO);
          const minute = local.hour * 60 + local.minute;
          const fits = weekly.some(
            (hours) =>
              hours.weekday === local.dayOfWeek &&
              minute >= hours.start_minute &&
              minute + rules.durationMinutes <= hours.end_minute,
          );
          expect(fits).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('spans', () => {
  it('merges overlapping and touching spans and finds overlaps by binary search', () => {
    const merged = mergeSpans([
      { start: 10, end: 20 },
      { start: 0, end: 5 },
      { start: 20, end: 25 },
      { start: 40, end: 50 },
    ]);
    expect(merged).toEqual([
      { start: 0, end: 5 },
      { start: 10, end: 25 },
      { start: 40, end: 50 },
    ]);
    expect(overlapsAny(merged, 5, 10)).toBe(false);
    expect(overlapsAny(merged, 24, 26)).toBe(true);
    expect(overlapsAny(merged, 25, 40)).toBe(false);
    expect(overlapsAny(merged, 49, 60)).toBe(true);
    expect(overlapsAny([], 0, 1)).toBe(false);
  });
});

describe('notice and allowance', () => {
  it('puts the deadline the given hours before the start', () => {
    expect(iso(changeDeadline(at('2026-11-30T12:00:00Z'), 24))).toBe('2026-11-29T12:00:00.000Z');
  });

  it('says what is left in Spanish', () => {
    expect(allowanceSentence(1)).toBe('Te queda 1 consulta este mes');
    expect(allowanceSentence(3)).toBe('Te quedan 3 consultas este mes');
    expect(allowanceSentence(0)).toBe('Ya usaste las consultas incluidas en tu plan este mes.');
  });

  it('counts months in Chile: 1 December 00:30 in Santiago is still November in UTC', () => {
    expect(allowancePeriod(at('2026-12-01T03:30:00Z'))).toBe('2026-12');
    expect(allowancePeriod(at('2026-12-01T02:30:00Z'))).toBe('2026-11');
  });
});

describe('bookableSentence', () => {
  it('adds bought consultations to the plan’s, in Spanish', () => {
    expect(bookableSentence(1, 0, 1)).toBe('Te queda 1 consulta este mes');
    expect(bookableSentence(1, 3, 1)).toBe('Te queda 1 consulta este mes y 3 consultas compradas');
    expect(bookableSentence(0, 1, 4)).toBe(
      'Ya usaste las consultas de tu plan este mes; te queda 1 consulta comprada.',
    );
    expect(bookableSentence(0, 2, 0)).toBe('Tienes 2 consultas compradas');
    expect(bookableSentence(0, 0, 1)).toBe('Ya usaste las consultas incluidas en tu plan este mes.');
    // A plan with none included (Free) never hears of consultations "incluidas" (issue 42 §17).
    expect(bookableSentence(0, 0, 0)).toBe(NO_CONSULTATIONS_LEFT);
    expect(NO_CONSULTATIONS_LEFT).not.toMatch(/incluidas en tu plan/);
  });
});

describe('reminder leads', () => {
  it('name each lead as a key and in words', () => {
    expect(reminderLead(24)).toEqual({ key: '24h', minutes: 1440, words: 'mañana' });
    expect(reminderLead(1).words).toBe('en una hora');
    expect(reminderLead(48).words).toBe('en 2 días');
    expect(reminderLead(3).words).toBe('en 3 horas');
    expect(leadHoursOf('24h')).toBe(24);
    expect(leadHoursOf('0h')).toBeUndefined();
    expect(leadHoursOf('1d')).toBeUndefined();
  });
});

describe('the allowance month (issue 45 §6)', () => {
  it('names the month after, across a year, in Spanish', () => {
    expect(nextPeriod('2026-11')).toBe('2026-12');
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(monthName('2026-12')).toBe('diciembre');
    expect(monthName('2027-01')).toBe('enero');
  });
});

describe('the notice policy, said once (issue 45 §6)', () => {
  it('names cancel and move notices and how many moves', () => {
    expect(
      changePolicySentence({ cancelNoticeHours: 24, rescheduleNoticeHours: 12, maxReschedules: 2 }),
    ).toBe(
      'Puedes cancelarla hasta 24 horas antes y cambiarla de horario hasta 12 horas antes (hasta 2 veces).',
    );
    expect(
      changePolicySentence({ cancelNoticeHours: 24, rescheduleNoticeHours: 24, maxReschedules: 1 }),
    ).toBe('Puedes cancelarla hasta 24 horas antes y cambiarla de horario hasta 24 horas antes (una vez).');
    expect(
      changePolicySentence({ cancelNoticeHours: 48, rescheduleNoticeHours: 24, maxReschedules: 0 }),
    ).toBe('Puedes cancelarla hasta 48 horas antes. No se puede cambiar de horario.');
  });
});
