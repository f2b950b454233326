import type { Appointment, Slot } from '@vitalia/shared/scheduling';

/** The slot she picked, with the key that makes her double click or retry book it once. */
export interface ChosenSlot extends Slot {
  idempotencyKey: string;
}

/** Where the booking is: what she chose so far, what the server said, and the appointment once made. */
export interface BookingState {
  typeId?: number;
  /** Undefined: any professional of the team. */
  trainerId?: number;
  /** `2026-11`: the month on screen. */
  month: string;
  /** `2026-11-27`: the day whose slots are shown. */
  date?: string;
  chosen?: ChosenSlot;
  /** The hold's end, once the server keeps the slot for her. */
  heldUntil?: string;
  notes: string;
  /** The server's Spanish reason for the last refusal. */
  problem: string | null;
  done?: Appointment;
}

export type BookingEvent =
  | { type: 'type-picked'; typeId: number }
  | { type: 'trainer-picked'; trainerId?: number }
  | { type: 'month-shown'; month: string }
  | { type: 'day-picked'; date: string }
  | { type: 'slot-picked'; slot: Slot; idempotencyKey: string }
  | { type: 'slot-held'; until: string }
  /** Someone else took it (409): her choice is cleared so the day's fresh slots show, with the reason. */
  | { type: 'slot-lost'; problem: string }
  | { type: 'choice-cleared' }
  | { type: 'notes-typed'; notes: string }
  /** She confirms: the last refusal's words go while the server answers. */
  | { type: 'confirming' }
  | { type: 'failed'; problem: string }
  | { type: 'booked'; appointment: Appointment };

export function initialBooking(month: string, moving?: Appointment): BookingState {
  return { typeId: moving?.type.id, trainerId: moving?.trainer.id, month, notes: '', problem: null };
}

/** A new type, professional or month: the day and the slot chosen for the old one no longer apply. */
const fromScratch = (state: BookingState): BookingState => ({
  ...state,
  date: undefined,
  chosen: undefined,
  heldUntil: undefined,
  problem: null,
});

/**
 * The booking's steps as one state machine (issue 44 §5): type and professional, a day, a slot (held for
 * her), confirm. Each event says what it clears, so no step shows a choice the one before no longer allows.
 */
export function bookingReducer(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'type-picked':
      return { ...fromScratch(state), typeId: event.typeId };
    case 'trainer-picked':
      return { ...fromScratch(state), trainerId: event.trainerId };
    case 'month-shown':
      return { ...fromScratch(state), month: event.month };
    case 'day-picked':
      return { ...state, date: event.date, chosen: undefined, heldUntil: undefined, problem: null };
    case 'slot-picked':
      return {
        ...state,
        chosen: { ...event.slot, idempotencyKey: event.idempotencyKey },
        heldUntil: undefined,
        problem: null,
      };
    case 'slot-held':
      return state.chosen ? { ...state, heldUntil: event.until } : state;
    case 'slot-lost':
      return { ...state, chosen: undefined, heldUntil: undefined, problem: event.problem };
    case 'choice-cleared':
      return { ...state, chosen: undefined, heldUntil: undefined };
    case 'notes-typed':
      return { ...state, notes: event.notes };
    case 'confirming':
      return { ...state, problem: null };
    case 'failed':
      return { ...state, problem: event.problem };
    case 'booked':
      return { ...state, done: event.appointment, problem: null };
  }
}
