import { describe, expect, it } from 'vitest';
import { CreateMeasurementSchema, CreateNoteSchema } from './practice';
import { attentionReasons, bmiCategory, bodyMassIndex, NO_CONTACT_DAYS } from './practice-rules';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 28, 12);
const client = (overrides: Partial<Parameters<typeof attentionReasons>[0]> = {}) =>
  attentionReasons({
    lastContactAt: new Date(now - DAY),
    since: new Date(now - 60 * DAY),
    nextConsultationAt: null,
    lastOutcome: 'completed',
    consentWithdrawn: false,
    now,
    ...overrides,
  });

describe('who needs attention', () => {
  it('is nobody seen yesterday, and everyone quiet for more than 14 days', () => {
    expect(client()).toEqual([]);
    expect(client({ lastContactAt: new Date(now - NO_CONTACT_DAYS * DAY) })).toEqual([]);
    expect(client({ lastContactAt: new Date(now - NO_CONTACT_DAYS * DAY - 60_000) })).toEqual(['no_contact']);
    // Never in contact: counted from when she came into care.
    expect(client({ lastContactAt: null, since: new Date(now - 20 * DAY) })).toEqual(['no_contact']);
    expect(client({ lastContactAt: null, since: new Date(now - 2 * DAY) })).toEqual([]);
  });

  it('is a missed or cancelled consultation until she books again', () => {
    expect(client({ lastOutcome: 'no_show' })).toEqual(['missed_not_rebooked']);
    expect(client({ lastOutcome: 'cancelled' })).toEqual(['cancelled_not_rebooked']);
    const booked = new Date(now + 3 * DAY);
    expect(client({ lastOutcome: 'no_show', nextConsultationAt: booked })).toEqual([]);
    expect(client({ lastContactAt: new Date(now - 40 * DAY), nextConsultationAt: booked })).toEqual([]);
  });

  it('is a last check-in left unanswered, booked or not (issue 46)', () => {
    expect(client({ checkInMissed: true, nextConsultationAt: new Date(now + DAY) })).toEqual([
      'check_in_missed',
    ]);
    expect(client({ checkInMissed: false })).toEqual([]);
  });

  it('is a withdrawn consent, booked or not', () => {
    expect(client({ consentWithdrawn: true, nextConsultationAt: new Date(now + DAY) })).toEqual([
      'consent_withdrawn',
    ]);
  });
});

describe('body-mass index', () => {
  it('is weight over height squared, to one decimal, and nothing without both', () => {
    expect(bodyMassIndex(70, 160)).toBe(27.3);
    expect(bodyMassIndex(70, null)).toBeNull();
    expect(bodyMassIndex(null, 160)).toBeNull();
    expect(bmiCategory(18.4)).toBe('Bajo peso');
    expect(bmiCategory(18.5)).toBe('Normal');
    expect(bmiCategory(25)).toBe('Sobrepeso');
    expect(bmiCategory(30)).toBe('Obesidad');
  });
});

describe('what a professional may write', () => {
  it('takes a SOAP note with one part, refuses an empty one with a Spanish message', () => {
    expect(CreateNoteSchema.safeParse({ content: { template: 'soap', plan: 'Caminar' } }).success).toBe(true);
    const empty = CreateNoteSchema.safeParse({ content: { template: 'soap', plan: '  ' } });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Escribe algo en la nota antes de guardarla.');
  });

  it('takes both pressures or neither, systolic above diastolic', () => {
    expect(CreateMeasurementSchema.safeParse({ systolic_mmhg: 120, diastolic_mmhg: 80 }).success).toBe(true);
    expect(CreateMeasurementSchema.safeParse({ systolic_mmhg: 120 }).error?.issues[0]?.message).toBe(
      'Indica la presión sistólica y la diastólica.',
    );
    expect(
      CreateMeasurementSchema.safeParse({ systolic_mmhg: 80, diastolic_mmhg: 90 }).error?.issues[0]?.message,
    ).toBe('La sistólica debe ser mayor que la diastólica.');
    expect(CreateMeasurementSchema.safeParse({ weight_kg: 1 }).error?.issues[0]?.message).toBe(
      'Debe estar entre 2 y 400 kg',
    );
  });
});
