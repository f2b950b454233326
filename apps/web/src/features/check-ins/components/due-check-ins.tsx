import { Link } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { useDueCheckIns } from '../api/get-due-check-ins';

/** On her home: the check-ins she can answer now, each one tap away. Nothing when there are none. */
export function DueCheckIns() {
  const due = useDueCheckIns();
  const list = due.data?.check_ins ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="check-ins-pendientes" className="card space-y-2 border-brand-200 bg-brand-50">
      <h2 id="check-ins-pendientes" className="flex items-center gap-2 font-semibold text-brand-900">
        <ClipboardCheck aria-hidden className="size-5" />
        {list.length === 1
          ? 'Tienes un check-in por responder'
          : `Tienes ${list.length} check-ins por responder`}
      </h2>
      <ul className="space-y-1">
        {list.map((checkIn) => (
          <li key={checkIn.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-gray-800">
              {checkIn.title} · de {checkIn.professional}
            </span>
            <Link to={paths.checkIn(checkIn.id)} className="btn btn-primary">
              Responder
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
