import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** Public reading pages (terms, privacy, learn more): brand bar, a readable column, a way back. */
export function PublicPage({
  title,
  updated,
  reading = true,
  children,
}: {
  title: string;
  updated?: string;
  /** A text to read (bulleted lists, headings spaced); false for a page of controls (a calendar's grid). */
  reading?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-mist">
      <header className="border-b border-gray-100 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-4">
          <Link to="/" className="flex items-center gap-2 font-semibold text-brand-800">
            <img src="/favicon.svg" alt="" className="size-8" />
            Vitalia
          </Link>
          <Link to="/login" className="btn-ghost">
            <ArrowLeft aria-hidden className="size-4" />
            Volver al inicio de sesión
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-semibold text-brand-900">{title}</h1>
        {updated ? <p className="mt-2 text-sm text-gray-500">Última actualización: {updated}</p> : null}
        {reading ? (
          <div className="legal mt-8 space-y-6 leading-relaxed text-gray-700 [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900 [&_li:not(.card)]:ml-5 [&_li:not(.card)]:list-disc [&_ul]:space-y-2">
            {children}
          </div>
        ) : (
          <div className="mt-8">{children}</div>
        )}
      </main>
      <footer className="border-t border-gray-100 py-6 text-center text-xs text-gray-500">
        © Vitalia · Desarrollado por Nodo Software SpA
      </footer>
    </div>
  );
}
