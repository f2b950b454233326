import { http, HttpResponse } from 'msw';
import {
  AppointmentResponseSchema,
  AvailableDaysResponseSchema,
  AvailableSlotsResponseSchema,
  BookAppointmentSchema,
  BookingOptionsResponseSchema,
  HoldResponseSchema,
  HoldSlotSchema,
} from '@vitalia/shared/scheduling';
import { SCHEDULING_MESSAGES } from '@vitalia/shared/messages/scheduling';
import { db } from './db';
import { reply } from './respond';

/** The mock's one professional and two types: a consultation her plan includes, and a locked one. */
export const MOCK_TRAINER = { id: 3, name: 'Camila Rojas', specialization: 'Nutricionista' };
/** The free day of any month asked for: the 15th, with slots at 13:00 and 15:00 UTC. */
export const MOCK_FREE_DAY = 15;
export const MOCK_HOURS = [13, 15] as const;
const slotAt = (date: string, hour: number) => ({
  starts_at: `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`,
  ends_at: `${date}T${String(hour).padStart(2, '0')}:45:00.000Z`,
  trainer_id: MOCK_TRAINER.id,
  type_id: 1,
});
const hourOf = (startsAt: string) => Number(startsAt.slice(11, 13));
const type = {
  id: 1,
  name: 'Consulta nutricional',
  description: 'Evaluación y plan de alimentación',
  duration_minutes: 45,
  modality: 'online' as const,
  required_plan: 'premium' as const,
  cancel_notice_hours: 24,
  reschedule_notice_hours: 24,
  max_reschedules: 1,
  locked: false,
  uses_allowance: true,
};

const conflict = (message: string) =>
  HttpResponse.json({ success: false, message, code: 'CONFLICT' }, { status: 409 });

/**
 * /api/appointments for the booking screen's tests: options, days, slots, hold and book, each answer parsed
 * with the shared contract. `db.scheduling` decides what is left of her plan and which slot someone took.
 */
export const schedulingHandlers = [
  http.get('/api/appointments/options', () =>
    reply(BookingOptionsResponseSchema, {
      success: true,
      trainers: [{ ...MOCK_TRAINER, photo_url: null, time_zone: 'America/Santiago', type_ids: null }],
      types: [type, { ...type, id: 2, name: 'Control psicológico', required_plan: 'prime', locked: true }],
      allowance: {
        included: 1,
        used: 1 - db.scheduling.remaining,
        remaining: db.scheduling.remaining,
        credits: 0,
        sentence:
          db.scheduling.remaining > 0
            ? 'Te queda 1 consulta incluida este mes.'
            : 'Ya usaste las consultas incluidas de este mes.',
        // Next month's are used too: the used-up case stays blocked (booking-flow.test.tsx).
        next_month_remaining: 0,
      },
    }),
  ),
  http.get('/api/appointments/available-days', ({ request }) =>
    reply(AvailableDaysResponseSchema, {
      success: true,
      month: new URL(request.url).searchParams.get('month') ?? '',
      time_zone: 'America/Santiago',
      days: [`${new URL(request.url).searchParams.get('month') ?? ''}-${MOCK_FREE_DAY}`],
    }),
  ),
  http.get('/api/appointments/available-slots', ({ request }) => {
    const date = new URL(request.url).searchParams.get('date') ?? '';
    return reply(AvailableSlotsResponseSchema, {
      success: true,
      date,
      time_zone: 'America/Santiago',
      slots: MOCK_HOURS.filter((hour) => !db.scheduling.takenMeanwhile.has(hour)).map((hour) =>
        slotAt(date, hour),
      ),
    });
  }),
  http.post('/api/appointments/hold', async ({ request }) => {
    const input = HoldSlotSchema.parse(await request.json());
    if (db.scheduling.takenMeanwhile.has(hourOf(input.starts_at)))
      return conflict(SCHEDULING_MESSAGES.slotTaken);
    return reply(HoldResponseSchema, {
      success: true,
      expires_at: `${input.starts_at.slice(0, 11)}12:10:00.000Z`,
    });
  }),
  http.delete('/api/appointments/hold', () => HttpResponse.json({ success: true })),
  http.post('/api/appointments', async ({ request }) => {
    const input = BookAppointmentSchema.parse(await request.json());
    if (db.scheduling.takenMeanwhile.has(hourOf(input.starts_at)))
      return conflict(SCHEDULING_MESSAGES.slotTaken);
    const slot = slotAt(input.starts_at.slice(0, 10), hourOf(input.starts_at));
    return reply(
      AppointmentResponseSchema,
      {
        success: true,
        appointment: {
          id: 77,
          status: 'confirmed',
          starts_at: slot.starts_at,
          ends_at: slot.ends_at,
          trainer: { id: MOCK_TRAINER.id, name: MOCK_TRAINER.name, photo_url: null },
          type: { ...type, duration_minutes: 45 },
          location: null,
          room: {
            opens_at: new Date(Date.parse(slot.starts_at) - 15 * 60_000).toISOString(),
            closes_at: new Date(Date.parse(slot.ends_at) + 60 * 60_000).toISOString(),
          },
          notes: input.notes ?? null,
          cancel_reason: null,
          cancelled_by: null,
          reschedule_count: 0,
          max_reschedules: 1,
          can_cancel: true,
          can_reschedule: true,
          cancel_deadline: slot.starts_at,
          reschedule_deadline: slot.starts_at,
          created_at: '2026-11-27T12:00:00.000Z',
        },
      },
      { status: 201 },
    );
  }),
];
