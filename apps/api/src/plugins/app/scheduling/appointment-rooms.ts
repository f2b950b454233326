import type { FastifyInstance } from 'fastify';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import type { AppointmentRoomResponse } from '@vitalia/shared/scheduling';
import { roomWindow } from '@vitalia/shared/scheduling-rules';
import { AppError } from '../../../lib/app-error';
import type { Viewer } from '../entitlements/entitlements';
import { presentRoomWindow } from './appointment-presenter';

/** A consultation's own meeting address: the configured service and its unguessable key. */
export function roomUrl(baseUrl: string, roomKey: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/vitalia-${roomKey}`;
}

/**
 * `GET /appointments/{id}/room` (issue 45 §5, ADR 0074): the address of this consultation's room, only to
 * its two participants (the member who booked it and the professional whose account gives it; anyone else,
 * admins included, gets the same 404 as a missing one) and only from 15 minutes before until it closes. A
 * moved appointment keeps its room; a cancelled one has none.
 */
export async function openRoom(
  app: FastifyInstance,
  viewer: Viewer,
  id: number,
  now = new Date(),
): Promise<AppointmentRoomResponse> {
  const row = await app.schedulingRepository.findById(id);
  if (!row || (row.memberId !== viewer.id && row.trainer.userId !== viewer.id))
    throw AppError.notFound(M.notFound);
  if (row.type.modality !== 'online') throw AppError.conflict(M.roomInPerson);
  if (row.status === 'cancelled') throw AppError.conflict(M.roomClosed);
  const { opensAt, closesAt } = roomWindow(row.startsAt.getTime(), row.endsAt.getTime());
  if (now.getTime() < opensAt) throw AppError.conflict(M.roomNotYet);
  if (now.getTime() > closesAt) throw AppError.conflict(M.roomEnded);
  return {
    success: true,
    url: roomUrl(app.config.MEETING_BASE_URL, row.roomKey),
    ...presentRoomWindow(row.startsAt.getTime(), row.endsAt.getTime()),
  };
}
