import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The storefront's pages (issue 48 §1): brand bar with the store's links and the way in, a wide column. */
export function StorePage({
  title,
  intro,
  children,
}: {
  /** The page's h1 and its line; a page that names itself once loaded (a course) draws its own. */
  title?: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-mist">
      <header className="border-b border-gray-100 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to={paths.storePlans} className="flex items-center gap-2 font-semibold text-brand-800">
            <img src="/favicon.svg" alt="" className="size-8" />
            Vitalia
          </Link>
          <nav aria-label="Tienda" className="flex flex-wrap items-center gap-1 text-sm">
            <Link to={paths.storePlans} className="btn-ghost min-h-11">
              Planes
            </Link>
            <Link to={paths.courses} className="btn-ghost min-h-11">
              Cursos
            </Link>
            <Link to={paths.storeTeam} className="btn-ghost min-h-11">
              Equipo
            </Link>
            <Link to={paths.storeEvaluation} className="btn-ghost min-h-11">
              Evaluación gratis
            </Link>
            <Link to={paths.login} className="btn-primary min-h-11">
              Ingresar
            </Link>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-10">
        {title ? (
          <>
            <h1 className="text-center text-3xl font-semibold text-brand-900">{title}</h1>
            <p className="mx-auto mt-3 mb-10 max-w-2xl text-center text-gray-700">{intro}</p>
          </>
        ) : null}
        {children}
      </main>
      <footer className="border-t border-gray-100 py-6 text-center text-xs text-gray-500">
        © Vitalia · Desarrollado por Nodo Software SpA ·{' '}
        <Link to={paths.terms} className="underline">
          Términos
        </Link>{' '}
        ·{' '}
        <Link to={paths.privacy} className="underline">
          Privacidad
        </Link>
      </footer>
    </div>
  );
}
