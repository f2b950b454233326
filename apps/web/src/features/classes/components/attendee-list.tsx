import { REGISTRATION_STATUS_LABELS } from '@vitalia/shared/classes';
import { useAttendees } from '../api/get-trainer-classes';
import { Loading } from '@/components/data/load-states';

/** Who is in a class (seats first, then the line), fetched when opened. */
export function AttendeeList({ classId, scope }: { classId: number; scope: 'trainer' | 'admin' }) {
  const query = useAttendees(classId, scope, true);
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        No se pudo cargar la lista. Intenta nuevamente.
      </p>
    );
  const attendees = query.data.attendees;
  if (attendees.length === 0) return <p className="text-sm text-gray-600">Nadie se ha inscrito todavía.</p>;
  return (
    <ol className="divide-y divide-gray-100 text-sm" aria-label="Personas inscritas">
      {attendees.map((attendee) => (
        <li key={attendee.registration_id} className="flex justify-between gap-3 py-1.5">
          <span className="text-gray-900">{attendee.member.name}</span>
          <span className="text-gray-600">{REGISTRATION_STATUS_LABELS[attendee.status]}</span>
        </li>
      ))}
    </ol>
  );
}
