import { useMemo } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, CheckCircle2 } from 'lucide-react';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { CLASS_KIND_LABELS } from '@vitalia/shared/classes';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { viewerTimeZone } from '@/utils/time-zone';
import { classCalendarFileUrl, useLiveClass } from '../api/get-class';
import { placeSentence } from './class-card';
import { Loading } from '@/components/data/load-states';

/** `/class-registration/{id}`: the registration's success page, with the class and its calendar file. */
export function ClassRegistrationResult({ classId }: { classId: number }) {
  const timeZone = useMemo(viewerTimeZone, []);
  const query = useLiveClass(Number.isInteger(classId) && classId > 0 ? classId : undefined);
  if (query.isPending && Number.isInteger(classId) && classId > 0) return <Loading />;
  const live = query.data?.class;
  if (!live)
    return (
      <div className="card space-y-3 p-6">
        <h1 className="text-xl font-semibold text-gray-900">No encontramos esa clase</h1>
        <Link className="btn btn-primary" to={paths.classes}>
          Ver las clases
        </Link>
      </div>
    );
  const registered = live.mine?.status === 'registered';
  return (
    <div className="card mx-auto max-w-xl space-y-4 p-6 text-center">
      {registered ? <CheckCircle2 aria-hidden className="mx-auto size-12 text-emerald-600" /> : null}
      <h1 className="text-2xl font-semibold text-brand-900">
        {registered ? '¡Tienes tu cupo!' : 'Tu inscripción'}
      </h1>
      <p className="text-gray-800">
        {CLASS_KIND_LABELS[live.kind]} <strong>{live.title}</strong>
        {live.trainer ? ` con ${live.trainer.name}` : ''}
      </p>
      <p className="text-gray-800 first-letter:uppercase">
        {formatLongDateTime(live.starts_at, timeZone)} · {live.duration_minutes} min
      </p>
      <p className="text-sm text-gray-700">
        {placeSentence(live, timeZone) ?? 'No tienes una inscripción activa en esta clase.'}
      </p>
      {registered ? (
        <p className="text-sm text-gray-600">
          Te enviamos la confirmación por correo y te recordaremos la clase el día antes y una hora antes.
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        {registered ? (
          <a className="btn btn-primary" href={classCalendarFileUrl(env.VITE_API_URL, live.id)} download>
            <CalendarPlus aria-hidden className="size-4" /> Agregar al calendario
          </a>
        ) : null}
        <Link className="btn btn-secondary" to={paths.classes}>
          Ver mis clases
        </Link>
      </div>
    </div>
  );
}
