import { Construction } from 'lucide-react';

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
