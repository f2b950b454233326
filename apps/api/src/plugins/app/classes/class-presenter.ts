import { meetingOpensAt } from '@vitalia/shared/class-rules';
import type { LiveClass } from '@vitalia/shared/classes';
import { mayOpenMany, NO_GRANTS, type Viewer } from '../entitlements/entitlements';
import { mayAct } from '../../../lib/assert-can';
import { photoUrlOf } from '../trainers/trainer-presenter';
import type { ClassRow, MyRegistrationRow } from './classes-repository';

const MINUTE_MS = 60_000;

export const endOf = (row: Pick<ClassRow, 'startsAt' | 'durationMinutes'>) =>
  new Date(row.startsAt.getTime() + row.durationMinutes * MINUTE_MS);

/** Staff of this class: whoever may edit it (policy table: admins, and the trainer whose account runs it). */
export const isStaffOf = (viewer: Viewer, row: Pick<ClassRow, 'trainer'>) =>
  mayAct(viewer, 'update', 'live-class', [row.trainer?.userId]);

export function presentClass(
  row: ClassRow,
  viewer: Viewer,
  mine: MyRegistrationRow | undefined,
  now: number,
): LiveClass {
  const start = row.startsAt.getTime();
  const opensAt = meetingOpensAt(start);
  const staff = isStaffOf(viewer, row);
  const seated = mine?.status === 'registered';
  const showLink =
    row.status === 'scheduled' && (staff || (seated && now >= opensAt && now < endOf(row).getTime()));
  const active = mine && ['registered', 'waitlisted', 'offered'].includes(mine.status);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    trainer: row.trainer
      ? { id: row.trainer.id, name: row.trainer.name, photo_url: photoUrlOf(row.trainer) }
      : null,
    starts_at: row.startsAt.toISOString(),
    ends_at: endOf(row).toISOString(),
    duration_minutes: row.durationMinutes,
    level: row.level,
    required_plan: row.requiredPlan,
    status: row.status,
    capacity: row.capacity,
    seats_left: Math.max(0, row.capacity - row.seatsTaken),
    waitlist_count: row.waitlistCount,
    series_id: row.seriesId,
    locked: !mayOpenMany(viewer, NO_GRANTS)({ ...row, trainerUserId: row.trainer?.userId }),
    mine:
      mine && (active || mine.status === 'lapsed')
        ? {
            status: mine.status,
            waitlist_position: mine.position,
            offer_expires_at: mine.status === 'offered' ? (mine.offerExpiresAt?.toISOString() ?? null) : null,
          }
        : null,
    meeting_url: showLink ? row.meetingUrl : null,
    meeting_opens_at: new Date(opensAt).toISOString(),
    cancel_reason: row.cancelReason,
  };
}
