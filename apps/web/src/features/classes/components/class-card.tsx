import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import clsx from 'clsx';
import { CalendarPlus, Lock, Users, Video } from 'lucide-react';
import { formatLongDateTime } from '@vitalia/shared/dates';
import {
  CLASS_KIND_LABELS,
  CLASS_LEVEL_LABELS,
  REGISTRATION_STATUS_LABELS,
  type LiveClass,
} from '@vitalia/shared/classes';
import { seatsSentence } from '@vitalia/shared/class-rules';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { generalMessage } from '@/lib/api-client';
import { viewerTimeZone } from '@/utils/time-zone';
import { classCalendarFileUrl } from '../api/get-class';
import { useClassAction, type ClassAction } from '../api/register-class';

const STATUS_STYLES: Record<string, string> = {
  registered: 'bg-emerald-50 text-emerald-800',
  offered: 'bg-amber-50 text-amber-900',
  waitlisted: 'bg-brand-50 text-brand-800',
  lapsed: 'bg-gray-100 text-gray-700',
  cancelled: 'bg-gray-100 text-gray-700',
};

/** What her place in the class is, in words. */
export function placeSentence(live: LiveClass, timeZone: string): string | null {
  const mine = live.mine;
  if (!mine) return null;
  switch (mine.status) {
    case 'registered':
      return live.meeting_url
        ? 'Tienes tu cupo. La clase está por comenzar: entra con el enlace.'
        : `Tienes tu cupo. El enlace para entrar aparece el ${formatLongDateTime(live.meeting_opens_at, timeZone)}.`;
    case 'offered':
      return mine.offer_expires_at
        ? `Se liberó un cupo y te lo reservamos hasta el ${formatLongDateTime(mine.offer_expires_at, timeZone)}.`
        : 'Se liberó un cupo y te lo reservamos.';
    case 'waitlisted':
      return mine.waitlist_position === 1
        ? 'Eres la primera persona en la lista de espera.'
        : `Estás en el lugar ${mine.waitlist_position ?? '—'} de la lista de espera.`;
    case 'lapsed':
      return 'El cupo que te reservamos venció. Si se libera otro, puedes volver a la lista de espera.';
    default:
      return null;
  }
}

/** The one button that moves her forward, and the one that gives her place back. */
export function actionsOf(live: LiveClass): {
  primary?: [ClassAction, string];
  secondary?: [ClassAction, string];
} {
  if (live.status !== 'scheduled' || live.locked) return {};
  switch (live.mine?.status) {
    case 'registered':
      return { secondary: ['cancel-registration', 'Cancelar inscripción'] };
    case 'offered':
      return {
        primary: ['register', 'Tomar mi cupo'],
        secondary: ['cancel-registration', 'No podré asistir'],
      };
    case 'waitlisted':
      return { secondary: ['cancel-registration', 'Salir de la lista de espera'] };
    default:
      return live.seats_left > 0
        ? { primary: ['register', 'Inscribirme'] }
        : { primary: ['waitlist', 'Unirme a la lista de espera'] };
  }
}

/** One live class or webinar: when, who, seats, her place and what she can do about it. */
export function ClassCard({ live }: { live: LiveClass }) {
  const timeZone = useMemo(viewerTimeZone, []);
  const action = useClassAction();
  const toast = useToast();
  const navigate = useNavigate();
  const titleId = `clase-${live.id}-title`;
  const { primary, secondary } = actionsOf(live);
  const place = placeSentence(live, timeZone);
  const cancelled = live.status === 'cancelled';
  const [confirmLeave, setConfirmLeave] = useState(false);

  const run = (kind: ClassAction) =>
    action.mutate(
      { id: live.id, action: kind },
      {
        onSuccess: (answer) => {
          toast.show({ type: 'success', title: answer.message ?? 'Listo.' });
          if (kind === 'register' && answer.class.mine?.status === 'registered')
            void navigate(paths.classRegistration(live.id));
        },
        onError: (failure) => toast.show({ type: 'error', title: generalMessage(failure) }),
      },
    );

  return (
    <li id={`clase-${live.id}`} aria-labelledby={titleId} className="card scroll-mt-24 space-y-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
            {CLASS_KIND_LABELS[live.kind]} · {CLASS_LEVEL_LABELS[live.level]}
          </p>
          <h3 id={titleId} className="text-lg font-semibold text-gray-900">
            {live.title}
          </h3>
          {live.trainer ? <p className="text-sm text-gray-600">Con {live.trainer.name}</p> : null}
        </div>
        {live.mine ? (
          <span
            className={clsx(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              STATUS_STYLES[live.mine.status],
            )}
          >
            {REGISTRATION_STATUS_LABELS[live.mine.status]}
          </span>
        ) : cancelled ? (
          <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800">
            Cancelada
          </span>
        ) : null}
      </div>
      <p className="text-gray-800 first-letter:uppercase">
        {formatLongDateTime(live.starts_at, timeZone)} · {live.duration_minutes} min
      </p>
      {live.description ? <p className="text-sm text-gray-700">{live.description}</p> : null}
      {!cancelled ? (
        <p className="flex items-center gap-1.5 text-sm text-gray-700">
          <Users aria-hidden className="size-4" />
          {seatsSentence(live.seats_left)} de {live.capacity}
          {live.waitlist_count > 0 ? ` · ${live.waitlist_count} en lista de espera` : ''}
        </p>
      ) : live.cancel_reason ? (
        <p className="text-sm text-gray-700">Motivo: {live.cancel_reason}</p>
      ) : null}
      {place ? <p className="text-sm font-medium text-gray-800">{place}</p> : null}
      {live.locked && !cancelled ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <Lock aria-hidden className="size-4" /> Incluida en el plan {PLAN_LABELS[live.required_plan]}.
          <Link className="font-semibold text-brand-800 underline" to={paths.membershipPlans}>
            Mejora tu plan
          </Link>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {live.meeting_url ? (
          <a className="btn btn-primary" href={live.meeting_url} target="_blank" rel="noreferrer">
            <Video aria-hidden className="size-4" /> Entrar a la clase
          </a>
        ) : null}
        {primary ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={action.isPending}
            onClick={() => run(primary[0])}
          >
            {action.isPending ? 'Un momento…' : primary[1]}
          </button>
        ) : null}
        {live.mine?.status === 'registered' && !cancelled ? (
          <a className="btn btn-secondary" href={classCalendarFileUrl(env.VITE_API_URL, live.id)} download>
            <CalendarPlus aria-hidden className="size-4" /> Agregar al calendario
          </a>
        ) : null}
        {secondary ? (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={action.isPending}
            // Giving back a seat is asked twice; leaving the line is not (nobody loses anything).
            onClick={() => (live.mine?.status === 'waitlisted' ? run(secondary[0]) : setConfirmLeave(true))}
          >
            {secondary[1]}
          </button>
        ) : null}
      </div>
      {confirmLeave ? (
        <ConfirmDialog
          title="¿Dejar tu cupo?"
          confirmLabel="Sí, dejar mi cupo"
          busyLabel="Cancelando…"
          onClose={() => setConfirmLeave(false)}
          onConfirm={async () => {
            const answer = await action.mutateAsync({ id: live.id, action: 'cancel-registration' });
            return { message: answer.message ?? 'Cancelamos tu inscripción.' };
          }}
        >
          <p className="text-gray-700">
            {live.title}, {formatLongDateTime(live.starts_at, timeZone)}. Si hay lista de espera, tu cupo pasa
            a la primera persona.
          </p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
