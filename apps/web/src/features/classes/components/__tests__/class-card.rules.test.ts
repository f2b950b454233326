import { describe, expect, it } from 'vitest';
import type { LiveClass } from '@vitalia/shared/classes';
import { actionsOf, placeSentence } from '../class-card';

const base: LiveClass = {
  id: 1,
  kind: 'class',
  title: 'Yoga',
  description: '',
  trainer: null,
  starts_at: '2026-12-01T22:00:00.000Z',
  ends_at: '2026-12-01T23:00:00.000Z',
  duration_minutes: 60,
  level: 'todos',
  required_plan: 'premium',
  status: 'scheduled',
  capacity: 10,
  seats_left: 3,
  waitlist_count: 0,
  series_id: null,
  locked: false,
  mine: null,
  meeting_url: null,
  meeting_opens_at: '2026-12-01T21:45:00.000Z',
  cancel_reason: null,
};
const mine = (
  status: NonNullable<LiveClass['mine']>['status'],
  extra: Partial<NonNullable<LiveClass['mine']>> = {},
) => ({
  ...base,
  mine: { status, waitlist_position: null, offer_expires_at: null, ...extra },
});

describe('what a class card offers her', () => {
  it('registers while seats are left, offers the waitlist when full, nothing when locked or cancelled', () => {
    expect(actionsOf(base).primary).toEqual(['register', 'Inscribirme']);
    expect(actionsOf({ ...base, seats_left: 0 }).primary).toEqual([
      'waitlist',
      'Unirme a la lista de espera',
    ]);
    expect(actionsOf({ ...base, locked: true })).toEqual({});
    expect(actionsOf({ ...base, status: 'cancelled' })).toEqual({});
  });

  it('lets a seat holder give it back, an offered member take or decline it, and a waiting one leave', () => {
    expect(actionsOf(mine('registered'))).toEqual({
      secondary: ['cancel-registration', 'Cancelar inscripción'],
    });
    expect(actionsOf(mine('offered'))).toEqual({
      primary: ['register', 'Tomar mi cupo'],
      secondary: ['cancel-registration', 'No podré asistir'],
    });
    expect(actionsOf(mine('waitlisted')).secondary).toEqual([
      'cancel-registration',
      'Salir de la lista de espera',
    ]);
    // A lapsed offer is like no place at all: she may take a free seat or join the line again.
    expect(actionsOf({ ...mine('lapsed'), seats_left: 0 }).primary?.[0]).toBe('waitlist');
  });

  it('says her place in words, with the hour in her zone', () => {
    expect(placeSentence(mine('waitlisted', { waitlist_position: 1 }), 'America/Santiago')).toBe(
      'Eres la primera persona en la lista de espera.',
    );
    expect(placeSentence(mine('waitlisted', { waitlist_position: 3 }), 'America/Santiago')).toBe(
      'Estás en el lugar 3 de la lista de espera.',
    );
    expect(placeSentence(mine('registered'), 'America/Santiago')).toMatch(
      /aparece el martes 1 de diciembre, 18:45\.$/,
    );
    expect(placeSentence(base, 'America/Santiago')).toBeNull();
  });
});
