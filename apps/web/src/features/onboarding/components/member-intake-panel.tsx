import { useId, useState } from 'react';
import { ClipboardList } from 'lucide-react';
import { useMemberIntake } from '../api/get-member-intake';
import { ConsentHistory, IntakeAnswers } from './intake-summary';

function LoadedIntake({ userId, reader }: { userId: number; reader: 'admin' | 'trainer' }) {
  const intake = useMemberIntake(userId, reader);
  if (intake.isPending)
    return (
      <div
        role="status"
        aria-label="Cargando cuestionario"
        className="h-16 animate-pulse rounded-xl bg-gray-100"
      />
    );
  if (intake.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        No se pudo cargar el cuestionario.
      </p>
    );
  return (
    <div className="space-y-3">
      <IntakeAnswers state={intake.data} />
      <div className="border-t border-gray-100 pt-3">
        <h3 className="text-sm font-medium text-gray-900">Consentimiento para datos de salud</h3>
        <div className="mt-1">
          <ConsentHistory state={intake.data} />
        </div>
      </div>
    </div>
  );
}

/**
 * The coach's view of a member's intake on the admin member page. Health data is opened on purpose, not
 * on every visit: each opening is written to the audit log by the server.
 */
export function MemberIntakePanel({
  userId,
  reader = 'admin',
}: {
  userId: number;
  /** A professional reads it for a member who booked her (a smaller panel inside her agenda). */
  reader?: 'admin' | 'trainer';
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const Heading = reader === 'admin' ? 'h2' : 'h3';
  return (
    <section
      className={reader === 'admin' ? 'card space-y-2' : 'space-y-2 border-t border-gray-100 pt-3'}
      aria-labelledby={titleId}
    >
      <Heading
        id={titleId}
        className={
          reader === 'admin' ? 'text-lg font-semibold text-gray-900' : 'text-sm font-semibold text-gray-900'
        }
      >
        Cuestionario y consentimiento
      </Heading>
      {open ? (
        <LoadedIntake userId={userId} reader={reader} />
      ) : (
        <>
          <p className="text-sm text-gray-600">
            Contiene datos de salud. Cada consulta queda en el registro de actividad.
          </p>
          <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
            <ClipboardList aria-hidden className="size-4" /> Ver cuestionario
          </button>
        </>
      )}
    </section>
  );
}
