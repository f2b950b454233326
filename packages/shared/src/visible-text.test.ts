import { describe, expect, it } from 'vitest';
import { isVisibleText } from './api';
import { CancelClassSchema } from './classes';
import { ReasonSchema } from './commerce-admin';
import { LessonInputSchema } from './courses';
import { SendNotificationSchema } from './notifications';
import { BookAppointmentSchema, CancelAppointmentSchema, TimeOffInputSchema } from './scheduling';

/** Characters that hide or reorder text: a right-to-left override, a zero-width space, a BOM, a C1 control. */
const HIDDEN = ['\u202E', '\u200B', '\uFEFF', '\u0085', '\u2066'];

describe('one rule for free text another person reads (issue 42 §14)', () => {
  it('allows line breaks and tabs, refuses what hides or reorders', () => {
    expect(isVisibleText('Hola,\nnos vemos a las 18:00\tgracias')).toBe(true);
    for (const char of HIDDEN) expect(isVisibleText(`Hola ${char}mundo`), JSON.stringify(char)).toBe(false);
  });

  const cases: Array<[string, (text: string) => { success: boolean }]> = [
    [
      'appointment notes',
      (text) =>
        BookAppointmentSchema.safeParse({
          trainer_id: 1,
          type_id: 1,
          starts_at: '2026-12-01T15:00:00-03:00',
          notes: text,
          idempotency_key: '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
        }),
    ],
    ['appointment cancellation reason', (text) => CancelAppointmentSchema.safeParse({ reason: text })],
    ['class cancellation reason', (text) => CancelClassSchema.safeParse({ reason: text })],
    [
      'lesson body',
      (text) => LessonInputSchema.safeParse({ section_id: 1, title: 'Lectura', kind: 'text', body: text }),
    ],
    [
      'time off reason',
      (text) =>
        TimeOffInputSchema.safeParse({
          starts_at: '2026-12-01T10:00:00-03:00',
          ends_at: '2026-12-01T12:00:00-03:00',
          reason: text,
        }),
    ],
    ['refund reason', (text) => ReasonSchema.safeParse({ reason: text })],
    ['notification message', (text) => SendNotificationSchema.safeParse({ title: 'Aviso', message: text })],
  ];
  for (const [what, parse] of cases)
    it(`refuses hidden characters in the ${what}`, () => {
      for (const char of HIDDEN)
        expect(parse(`Texto ${char}escondido`).success, JSON.stringify(char)).toBe(false);
      expect(parse('Texto visible,\ncon dos líneas').success).toBe(true);
    });
});
