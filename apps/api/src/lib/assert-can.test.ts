import { describe, expect, it } from 'vitest';
import { assertCan, decide, mayAct } from './assert-can';

const member = { id: 7, role: 'member' as const };
const trainer = { id: 8, role: 'trainer' as const };
const admin = { id: 1, role: 'admin' as const };

/** The record-level rule of the policy table (issue 18 §3), as services and the route gate use it. */
describe('assertCan', () => {
  it('lets an owner act on her own record, and anyone with `any` on every record', () => {
    expect(decide(member, 'read', 'appointment', [7, 8])).toBe('allowed');
    expect(decide(trainer, 'update', 'appointment', [7, 8])).toBe('allowed');
    expect(decide(admin, 'update', 'appointment', [7, 8])).toBe('allowed');
    expect(decide(member, 'read', 'course', [99])).toBe('allowed'); // read:course:any
  });

  it('refuses someone else’s record, as 403 or, when asked, as a 404 that hides it', () => {
    expect(decide(member, 'read', 'appointment', [9, 8])).toBe('others');
    expect(() => assertCan(member, 'read', 'appointment', [9, 8])).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(() =>
      assertCan(member, 'read', 'intake', [9], { hideOthers: true, notFoundMessage: 'No existe' }),
    ).toThrow(expect.objectContaining({ statusCode: 404, message: 'No existe' }));
  });

  it('refuses what the role may not do at all, even on her own record', () => {
    // Members may not change an appointment (only cancel it); trainers may.
    expect(decide(member, 'update', 'appointment', [7])).toBe('forbidden');
    expect(() => assertCan(member, 'update', 'appointment', [7], { hideOthers: true })).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(mayAct(member, 'refund', 'payment', [7])).toBe(false);
  });

  it('lets a professional edit her own courses, videos and e-books only; the team’s are the admins’', () => {
    for (const entity of ['course', 'video', 'resource'] as const) {
      expect(decide(trainer, 'update', entity, [8])).toBe('allowed');
      expect(decide(trainer, 'update', entity, [9])).toBe('others');
      // The team's content (no professional) belongs to nobody: only `any` edits it.
      expect(decide(trainer, 'update', entity, [null])).toBe('others');
      expect(decide(admin, 'update', entity, [null])).toBe('allowed');
      expect(decide(member, 'update', entity, [7])).toBe('forbidden');
    }
  });

  it('never matches a missing owner (a removed trainer) to anyone', () => {
    expect(decide(trainer, 'update', 'live-class', [null, undefined])).toBe('others');
    expect(mayAct({ id: 0, role: 'member' }, 'read', 'appointment', [null])).toBe(false);
  });

  it('without owners asks whether she may act on records of her own (creating one)', () => {
    expect(mayAct(member, 'create', 'appointment')).toBe(true);
    expect(mayAct(member, 'create', 'live-class')).toBe(false);
    expect(mayAct(trainer, 'create', 'live-class')).toBe(true);
  });
});
