import { Link } from 'react-router';
import { ArrowRight, CalendarClock, CheckCircle2, Circle, Clock } from 'lucide-react';
import type { HomeResponse } from '@vitalia/shared/onboarding';
import { ComingSoonBadge } from '@/components/layouts/coming-soon';
import { formatDateTime } from '@/utils/format';

/** "Tu próximo paso": the one thing to do now, computed on the server. */
export function NextStepCard({ home, headingLevel = 2 }: { home: HomeResponse; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby="next-step-title"
      className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-sm"
    >
      <p className="text-sm font-medium text-brand-100">Tu próximo paso</p>
      <Heading id="next-step-title" className="mt-1 text-xl font-semibold">
        {home.next_step.title}
      </Heading>
      <p className="mt-1 text-brand-50">{home.next_step.description}</p>
      <Link to={home.next_step.href} className="btn mt-4 bg-white text-brand-900 hover:bg-brand-50">
        {home.next_step.cta}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </section>
  );
}

/** Her next dated item (appointment or class) once scheduling provides one; nothing otherwise. */
export function UpcomingCard({ home }: { home: HomeResponse }) {
  if (!home.upcoming) return null;
  return (
    <Link to={home.upcoming.href} className="card flex items-center gap-3 p-4 hover:border-brand-200">
      <CalendarClock aria-hidden className="size-6 text-brand-600" />
      <span>
        <span className="block text-sm text-gray-600">
          {home.upcoming.kind === 'appointment' ? 'Tu próxima cita' : 'Tu próxima clase'}
        </span>
        <span className="font-semibold text-gray-900">{home.upcoming.title}</span>
        <span className="block text-sm text-gray-600">{formatDateTime(home.upcoming.starts_at)}</span>
      </span>
    </Link>
  );
}

/** The getting-started checklist with its progress ("2 de 5"); steps not built yet say "Muy pronto". */
export function Checklist({ home }: { home: HomeResponse }) {
  const percent = Math.round((home.done / home.total) * 100);
  return (
    <section aria-labelledby="checklist-title" className="card">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="checklist-title" className="font-semibold text-gray-900">
          Primeros pasos
        </h2>
        <p className="text-sm font-medium text-brand-800">
          {home.done} de {home.total}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Primeros pasos completados"
        aria-valuemin={0}
        aria-valuemax={home.total}
        aria-valuenow={home.done}
        aria-valuetext={`${home.done} de ${home.total}`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-brand-100"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <ul className="mt-4 divide-y divide-gray-100">
        {home.checklist.map((item) => (
          <li key={item.key} className="flex items-center gap-3 py-3">
            {item.done ? (
              <CheckCircle2 aria-hidden className="size-5 shrink-0 text-emerald-600" />
            ) : item.available ? (
              <Circle aria-hidden className="size-5 shrink-0 text-gray-300" />
            ) : (
              <Clock aria-hidden className="size-5 shrink-0 text-gray-300" />
            )}
            <span className="flex-1 text-sm">
              {item.done || !item.available ? (
                <span className={item.done ? 'text-gray-500 line-through' : 'text-gray-600'}>
                  {item.label}
                </span>
              ) : (
                <Link
                  to={item.href}
                  className="font-medium text-brand-800 underline-offset-2 hover:underline"
                >
                  {item.label}
                </Link>
              )}
              <span className="sr-only">{item.done ? ' (hecho)' : item.available ? ' (pendiente)' : ''}</span>
            </span>
            {!item.available && !item.done ? <ComingSoonBadge compact /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
