import { describe, expect, it } from 'vitest';
import type { Slot } from '@vitalia/shared/scheduling';
import { bookingReducer, initialBooking, type BookingState } from './booking-state';

const slot: Slot = { trainer_id: 3, type_id: 1, starts_at: '2026-12-02T13:00:00.000Z' } as Slot;
const picked = (): BookingState =>
  [
    { type: 'type-picked', typeId: 1 } as const,
    { type: 'day-picked', date: '2026-12-02' } as const,
    { type: 'slot-picked', slot, idempotencyKey: 'k1' } as const,
    { type: 'slot-held', until: '2026-12-02T12:10:00.000Z' } as const,
  ].reduce(bookingReducer, initialBooking('2026-12'));

describe('the booking steps', () => {
  it('keeps the chosen slot with its idempotency key and the hold the server gave', () => {
    const state = picked();
    expect(state.chosen).toMatchObject({ starts_at: slot.starts_at, idempotencyKey: 'k1' });
    expect(state.heldUntil).toBe('2026-12-02T12:10:00.000Z');
  });

  it('a new type, professional or month clears the day, the slot, its hold and the last problem', () => {
    for (const event of [
      { type: 'type-picked', typeId: 2 } as const,
      { type: 'trainer-picked', trainerId: 4 } as const,
      { type: 'month-shown', month: '2027-01' } as const,
    ]) {
      const state = bookingReducer({ ...picked(), problem: 'antes' }, event);
      expect(state).toMatchObject({
        date: undefined,
        chosen: undefined,
        heldUntil: undefined,
        problem: null,
      });
    }
  });

  it('a slot someone else took is cleared and the reason is shown; the day stays', () => {
    const state = bookingReducer(picked(), {
      type: 'slot-lost',
      problem: 'Ese horario ya no está disponible',
    });
    expect(state).toMatchObject({ date: '2026-12-02', chosen: undefined, heldUntil: undefined });
    expect(state.problem).toBe('Ese horario ya no está disponible');
  });

  it('a hold answered after she let go of the slot is ignored', () => {
    const cleared = bookingReducer(picked(), { type: 'choice-cleared' });
    expect(bookingReducer(cleared, { type: 'slot-held', until: 'x' }).heldUntil).toBeUndefined();
  });

  it('moving an appointment starts from its type and professional', () => {
    const moving = { type: { id: 5 }, trainer: { id: 6 } } as Parameters<typeof initialBooking>[1];
    expect(initialBooking('2026-12', moving)).toMatchObject({ typeId: 5, trainerId: 6 });
  });
});
