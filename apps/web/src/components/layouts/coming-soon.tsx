import { Construction } from 'lucide-react';
import clsx from 'clsx';

/** A page whose feature a later release fills; says so plainly instead of sending the user elsewhere. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto max-w-3xl">
      <h1 id="coming-soon-title" className="text-2xl font-semibold text-brand-900">
        {title}
      </h1>
      <div className="card mt-6 flex items-start gap-4">
        <Construction aria-hidden className="size-8 shrink-0 text-sun-500" />
        <div>
          <p className="font-semibold text-gray-900">Sección en construcción</p>
          <p className="mt-1 text-gray-600">
            {description ?? 'Estamos preparando esta sección. Muy pronto la tendrás disponible aquí mismo.'}
          </p>
        </div>
      </div>
    </section>
  );
}

/** "Muy pronto" beside a step or a panel whose section a later release builds (issue 11). */
export function ComingSoonBadge({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full bg-amber-50 text-xs font-medium text-amber-800',
        compact ? 'px-2 py-0.5' : 'px-3 py-1',
        className,
      )}
    >
      Muy pronto
    </span>
  );
}
