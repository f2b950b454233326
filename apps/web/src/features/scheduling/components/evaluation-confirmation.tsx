import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarCheck2 } from 'lucide-react';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { SCHEDULING_MESSAGES } from '@vitalia/shared/messages/scheduling';
import { MODALITY_LABELS } from '@vitalia/shared/scheduling';
import { FormAlert } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { ApiError, generalMessage } from '@/lib/api-client';
import { viewerTimeZone } from '@/utils/time-zone';
import { useConfirmEvaluation } from '../api/confirm-evaluation';
import { EvaluationTimePicker, type EvaluationTime } from './evaluation-time-picker';

/**
 * /reservar/confirmar?t=… (ADR 0092): her e-mail's link. Nothing happens on opening it (mail scanners open
 * links too): she presses "Confirmar". Booked, a new account chooses its password here; her time taken
 * meanwhile, she picks another with the same link.
 */
export function EvaluationConfirmation({
  token,
  passwordForm,
}: {
  token: string;
  /** The "Crea tu contraseña" form for a one-time token (the auth feature's, composed by the route). */
  passwordForm: (passwordToken: string) => ReactNode;
}) {
  const confirm = useConfirmEvaluation(token);
  const [other, setOther] = useState<EvaluationTime>();
  const failure = confirm.error;
  const taken = failure instanceof ApiError && failure.serverMessage === SCHEDULING_MESSAGES.slotTaken;

  if (confirm.isSuccess) {
    const { appointment, password_token: passwordToken, message } = confirm.data;
    const timeZone = viewerTimeZone();
    return (
      <div className="mx-auto max-w-xl space-y-6">
        <div className="card text-center" role="status">
          <CalendarCheck2 aria-hidden className="mx-auto size-10 text-emerald-600" />
          <p className="mt-3 text-lg font-semibold text-gray-900">{message}</p>
          <p className="mt-2 text-gray-700">
            {appointment.consultation} con {appointment.professional}, el{' '}
            {formatLongDateTime(appointment.starts_at, timeZone)} ({MODALITY_LABELS[appointment.modality]}).
            Te enviamos la confirmación por correo.
          </p>
        </div>
        {passwordToken ? (
          <section aria-labelledby="first-password" className="card space-y-4">
            <h2 id="first-password" className="text-lg font-semibold text-gray-900">
              Crea tu contraseña
            </h2>
            <p className="text-sm text-gray-700">
              Con ella entras a Vitalia para ver tu cita, entrar a la sala y escribirle a tu profesional.
            </p>
            {passwordForm(passwordToken)}
          </section>
        ) : (
          <p className="text-center">
            <Link to={paths.login} className="btn-primary">
              Ingresar a mi cuenta
            </Link>
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {failure ? (
        <FormAlert>
          {failure instanceof ApiError && failure.serverMessage
            ? failure.serverMessage
            : generalMessage(failure)}
          {failure instanceof ApiError && failure.status === 404 ? (
            <>
              {' '}
              <Link to={paths.storeEvaluation} className="font-semibold underline">
                Reservar de nuevo
              </Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      {taken ? (
        <section aria-labelledby="other-time" className="space-y-4">
          <h2 id="other-time" className="text-lg font-semibold text-gray-900">
            Elige otra hora
          </h2>
          <EvaluationTimePicker value={other} onChange={setOther} />
          <button
            type="button"
            className="btn-primary"
            disabled={!other || confirm.isPending}
            onClick={() => other && confirm.mutate(other)}
          >
            {confirm.isPending ? 'Reservando…' : 'Reservar esta hora'}
          </button>
        </section>
      ) : (
        <div className="card text-center">
          <p className="text-gray-700">
            Confirma para reservar tu evaluación inicial gratuita. Si aún no tienes cuenta, la creamos con tus
            datos.
          </p>
          <button
            type="button"
            className="btn-primary mt-4"
            disabled={confirm.isPending || !token}
            onClick={() => confirm.mutate(undefined)}
          >
            {confirm.isPending ? 'Confirmando…' : 'Confirmar mi evaluación'}
          </button>
        </div>
      )}
    </div>
  );
}
