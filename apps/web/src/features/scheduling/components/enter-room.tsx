import { useEffect, useState } from 'react';
import { Video } from 'lucide-react';
import type { Appointment } from '@vitalia/shared/scheduling';
import { generalMessage } from '@/lib/api-client';
import { formatTime } from '@vitalia/shared/dates';
import { useAppointmentRoom } from '../api/get-appointment-room';

/** Now, again every 30 s: when the room opens or closes, the card follows without a reload. */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * "Entrar" to an online consultation's own room (issue 45 §5), for the member and for the professional:
 * before it opens, when it will; while open, the link (fetched for this appointment only); after, nothing.
 */
export function EnterRoom({
  appointment,
  who,
}: {
  appointment: Pick<Appointment, 'id' | 'room'>;
  who: string;
}) {
  const now = useNow();
  const room = appointment.room;
  const opensAt = room ? Date.parse(room.opens_at) : 0;
  const open = room !== null && now >= opensAt && now <= Date.parse(room.closes_at);
  const link = useAppointmentRoom(appointment.id, open);
  if (!room || now > Date.parse(room.closes_at)) return null;
  if (!open) {
    // Only on its day: further ahead the date already says enough.
    return opensAt - now < 24 * 60 * 60_000 ? (
      <p className="text-sm text-gray-600">Podrás entrar a la sala desde las {formatTime(room.opens_at)}.</p>
    ) : null;
  }
  if (link.isError) return <p className="text-sm text-red-700">{generalMessage(link.error)}</p>;
  return link.data ? (
    <a
      className="btn btn-primary"
      href={link.data.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Entrar a la consulta con ${who}`}
    >
      <Video aria-hidden className="size-4" /> Entrar
    </a>
  ) : (
    <span className="btn btn-primary opacity-70" aria-disabled="true">
      <Video aria-hidden className="size-4" /> Entrar
    </span>
  );
}
