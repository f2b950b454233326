import { useState } from 'react';
import type { Appointment } from '@vitalia/shared/scheduling';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';
import { useStaffAppointmentStatus } from '../api/staff-appointment-status';

/**
 * What staff can record about one appointment: once it has started, "Realizada" or "No asistió" (and the
 * other one to correct it); before it ends, "Cancelar" with a reason the member reads.
 */
export function StaffStatusActions({
  appointment,
  scope,
}: {
  appointment: Appointment;
  scope: 'admin' | 'trainer';
}) {
  const change = useStaffAppointmentStatus(scope);
  const toast = useToast();
  const [cancelling, setCancelling] = useState(false);
  if (appointment.status === 'cancelled') return null;
  const now = Date.now();
  const started = Date.parse(appointment.starts_at) <= now;
  const ended = Date.parse(appointment.ends_at) <= now;
  const mark = (status: 'completed' | 'no_show') =>
    change.mutate(
      { id: appointment.id, input: { status } },
      {
        onSuccess: (answer) => toast.show({ type: 'success', title: answer.message }),
        onError: (failure) => toast.show({ type: 'error', title: generalMessage(failure) }),
      },
    );
  return (
    <div className="flex flex-wrap gap-1">
      {started && appointment.status !== 'completed' ? (
        <button
          type="button"
          className="btn btn-ghost px-2 py-1"
          disabled={change.isPending}
          onClick={() => mark('completed')}
        >
          Realizada
        </button>
      ) : null}
      {started && appointment.status !== 'no_show' ? (
        <button
          type="button"
          className="btn btn-ghost px-2 py-1"
          disabled={change.isPending}
          onClick={() => mark('no_show')}
        >
          No asistió
        </button>
      ) : null}
      {appointment.status === 'confirmed' && !ended ? (
        <button
          type="button"
          className="btn btn-ghost px-2 py-1 text-red-700"
          onClick={() => setCancelling(true)}
        >
          Cancelar
        </button>
      ) : null}
      {cancelling ? (
        <ReasonDialog
          title="¿Cancelar esta cita?"
          explanation="Le avisaremos por correo y en la app, con el motivo; si era parte de su plan, recupera la consulta."
          submitLabel="Cancelar la cita"
          busyLabel="Cancelando…"
          busy={change.isPending}
          onClose={() => setCancelling(false)}
          onSubmit={async (reason) => {
            const answer = await change.mutateAsync({
              id: appointment.id,
              input: { status: 'cancelled', reason },
            });
            return { message: answer.message };
          }}
        />
      ) : null}
    </div>
  );
}
