import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Appointment } from '@vitalia/shared/scheduling';
import { BookingFlow } from '@/features/scheduling/components/booking-flow';
import { useAppointment } from '@/features/scheduling/api/get-appointment';
import { ConsultationPacks } from '@/features/cart/components/consultation-packs';
import { Loading, LoadError } from '@/components/data/load-states';

/** /agenda?cambiar={id}: moves one of her appointments. */
function RescheduleFlow({ id }: { id: number }) {
  const moving = useAppointment(id);
  // The appointment as it was when she started: after the change it may allow no more changes, and the
  // flow must still show its own "done" step rather than that refusal.
  const [started, setStarted] = useState<Appointment>();
  const current = moving.data?.appointment;
  if (!started && current?.can_reschedule) setStarted(current);
  if (started) return <BookingFlow moving={started} />;
  if (moving.isPending) return <Loading />;
  if (moving.isError) return <LoadError error={moving.error} />;
  return (
    <p role="alert" className="card p-4 text-gray-700">
      Esta cita ya no se puede cambiar de horario. Revisa los plazos en Mis Citas.
    </p>
  );
}

/** /agenda: book a consultation, or (?cambiar={id}) move one of hers to another time. */
export default function AgendaRoute() {
  const [search] = useSearchParams();
  const movingId = Number(search.get('cambiar')) || undefined;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900">
          {movingId ? 'Cambiar horario' : 'Agendamiento'}
        </h1>
        <p className="mt-1 text-gray-600">
          {movingId
            ? 'Elige otro día y hora para tu cita.'
            : 'Elige el tipo de consulta, el día y la hora que te acomoden.'}
        </p>
      </header>
      {movingId === undefined ? (
        <BookingFlow upsell={<ConsultationPacks />} />
      ) : (
        <RescheduleFlow key={movingId} id={movingId} />
      )}
    </div>
  );
}
