import { useState } from 'react';
import { Link } from 'react-router';
import type { IntakeResponse } from '@vitalia/shared/onboarding';
import {
  ACTIVITY_LABELS,
  DIET_LABELS,
  GOAL_LABELS,
  HEALTH_CONSENT,
  HEALTH_DATA_USE_LABELS,
  SLEEP_LABELS,
  type HealthDataUse,
} from '@vitalia/shared/onboarding-rules';
import { Modal } from '@/components/ui/modal';
import { FormAlert } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { generalMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/utils/format';
import { useIntake } from '../api/get-intake';
import { useWithdrawConsent } from '../api/withdraw-consent';
import { useAcceptConsent } from '../api/accept-consent';

const VIA_LABELS = { intake_form: 'en el cuestionario', profile: 'desde Mi Perfil' } as const;

/** The uses in one sentence: "tu diario de comidas y sus fotos y tus controles semanales". */
const usesInWords = (uses: HealthDataUse[]) => {
  const words = uses.map((use) => HEALTH_DATA_USE_LABELS[use]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} y ${words.at(-1)}` : (words[0] ?? '');
};

/** The intake's answers in words, and the consent history: shared by Mi Perfil and the coach's member page. */
export function IntakeAnswers({ state }: { state: IntakeResponse }) {
  const { intake } = state;
  if (!intake?.completed_at)
    return (
      <p className="text-sm text-gray-600">
        {intake?.skipped_at ? 'Omitió el cuestionario por ahora.' : 'Todavía no responde el cuestionario.'}
      </p>
    );
  const goals = intake.goals.map((goal) =>
    goal === 'otro' ? (intake.goal_other ?? 'Otro') : GOAL_LABELS[goal],
  );
  const rows: Array<[string, string | null]> = [
    ['Objetivos', goals.join(', ')],
    ['Comidas al día', intake.meals_per_day],
    ['Actividad física', intake.activity ? ACTIVITY_LABELS[intake.activity] : null],
    ['Sueño', intake.sleep ? SLEEP_LABELS[intake.sleep] : null],
    ['Preferencias', intake.diets.map((diet) => DIET_LABELS[diet]).join(', ') || null],
    ['Alergias', intake.allergies],
    ['Condiciones de salud', intake.conditions],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-gray-500">{label}</dt>
          <dd className="font-medium text-gray-900">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ConsentHistory({ state }: { state: IntakeResponse }) {
  if (state.consents.length === 0)
    return (
      <p className="text-sm text-gray-600">
        Sin consentimiento para datos de salud: solo se guardan los objetivos.
      </p>
    );
  return (
    <ul className="space-y-1 text-sm text-gray-700">
      {state.consents.map((consent) => (
        <li key={consent.given_at}>
          Consentimiento (versión {consent.version}) dado el {formatDateTime(consent.given_at)}{' '}
          {VIA_LABELS[consent.given_via]}
          {!consent.withdrawn_at || !consent.withdrawn_via
            ? '; vigente.'
            : consent.withdrawn_via === 'renewal'
              ? `; reemplazado el ${formatDateTime(consent.withdrawn_at)} por una versión nueva.`
              : `; retirado el ${formatDateTime(consent.withdrawn_at)} ${VIA_LABELS[consent.withdrawn_via]}.`}
        </li>
      ))}
    </ul>
  );
}

/** Mi Perfil's "Tu cuestionario": answers, "Editar", consent and "Retirar consentimiento" (Ley 21.719). */
export function IntakeSection() {
  const intake = useIntake();
  const withdraw = useWithdrawConsent();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const active = intake.data?.consents.find((consent) => consent.withdrawn_at === null);

  const confirmWithdraw = () => {
    setFailure(null);
    withdraw.mutate(undefined, {
      onSuccess: (response) => {
        setConfirming(false);
        toast.show({ type: 'success', title: response.message });
      },
      onError: (error) => setFailure(generalMessage(error)),
    });
  };

  return (
    <section className="card space-y-4" aria-labelledby="intake-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="intake-title" className="text-lg font-semibold text-gray-900">
          Tu cuestionario
        </h2>
        <Link to={paths.welcome} className="btn-secondary">
          {intake.data?.intake?.completed_at ? 'Editar cuestionario' : 'Responder cuestionario'}
        </Link>
      </div>
      {intake.isPending ? (
        <div
          role="status"
          aria-label="Cargando tu cuestionario"
          className="h-16 animate-pulse rounded-xl bg-gray-100"
        />
      ) : intake.isError ? (
        <p role="alert" className="text-sm text-red-700">
          No pudimos cargar tu cuestionario.
        </p>
      ) : (
        <>
          <IntakeAnswers state={intake.data} />
          <div className="border-t border-gray-100 pt-4">
            <h3 className="font-medium text-gray-900">Consentimiento para datos de salud</h3>
            {active ? (
              <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-gray-700">
                  Vigente desde el {formatDate(active.given_at)} (versión {active.version}). Tu equipo lo usa
                  solo para adaptar tus recomendaciones.
                </p>
                <button type="button" className="btn-secondary" onClick={() => setConfirming(true)}>
                  Retirar consentimiento
                </button>
              </div>
            ) : (
              <p className="mt-2 text-sm text-gray-700">
                No tienes un consentimiento vigente: solo guardamos tus objetivos.
              </p>
            )}
            <ConsentOffer missing={intake.data.consent_missing} renewing={Boolean(active)} />
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer text-brand-800">Historial de consentimientos</summary>
              <div className="mt-2">
                <ConsentHistory state={intake.data} />
              </div>
            </details>
          </div>
        </>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="¿Retirar tu consentimiento?"
        description="Borraremos tus hábitos, preferencias, alergias y condiciones de salud, tu diario de comidas, tus fotos de progreso y las medidas que registraste. Se mantienen tus objetivos y lo que tu profesional registró en consulta (ficha clínica)."
        size="sm"
      >
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="mt-4 flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
            Cancelar
          </button>
          <button
            type="button"
            className="btn-danger"
            disabled={withdraw.isPending}
            onClick={confirmWithdraw}
          >
            {withdraw.isPending ? 'Retirando...' : 'Retirar y borrar mis datos'}
          </button>
        </div>
      </Modal>
    </section>
  );
}

/**
 * Today's consent text with one button: "Dar mi consentimiento" without one, "Aceptar el consentimiento
 * actualizado" when hers names fewer uses than today's (ADR 0088). Nothing when hers is today's.
 */
function ConsentOffer({ missing, renewing }: { missing: HealthDataUse[]; renewing: boolean }) {
  const accept = useAcceptConsent();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  if (missing.length === 0) return null;
  const give = () => {
    setFailure(null);
    accept.mutate(undefined, {
      onSuccess: (response) => toast.show({ type: 'success', title: response.message }),
      onError: (error) => setFailure(generalMessage(error)),
    });
  };
  return (
    <div className="mt-2 space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-gray-800">
      {renewing ? (
        <p>
          Actualizamos el texto del consentimiento. El tuyo no incluye {usesInWords(missing)}: mientras no
          aceptes el nuevo, no los guardaremos.
        </p>
      ) : null}
      <blockquote className="border-l-4 border-amber-300 pl-3 text-gray-700">
        {HEALTH_CONSENT.text}
      </blockquote>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <button type="button" className="btn-primary" disabled={accept.isPending} onClick={give}>
        {accept.isPending
          ? 'Guardando…'
          : renewing
            ? 'Aceptar el consentimiento actualizado'
            : 'Dar mi consentimiento'}
      </button>
    </div>
  );
}
