import { useLayoutEffect } from 'react';
import { AlertTriangle } from 'lucide-react';
import { revealApp } from '@/lib/first-screen';
import { UI_TEXT } from '@vitalia/shared/messages/general';

/** SPEC §2 "Oops, algo salió mal" with "Reintentar" and "Recargar página". */
export function ErrorFallback({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  // An error instead of the first screen must be seen, not hidden behind its prerendered copy.
  useLayoutEffect(revealApp, []);
  return (
    <div role="alert" className="flex min-h-[60vh] items-center justify-center p-6">
      <div className="card max-w-md text-center">
        <AlertTriangle aria-hidden className="mx-auto size-10 text-amber-500" />
        <h1 className="mt-4 text-xl font-semibold text-gray-900">{UI_TEXT.fallbackTitle}</h1>
        <p className="mt-2 text-gray-600">{message || UI_TEXT.fallbackDefault}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {onRetry ? (
            <button type="button" className="btn-primary" onClick={onRetry}>
              {UI_TEXT.retry}
            </button>
          ) : null}
          <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
            {UI_TEXT.reload}
          </button>
        </div>
      </div>
    </div>
  );
}

/** SPEC §2 crash screen: "Algo salió mal", the error or "Error inesperado", and "Recargar página". */
export function CrashScreen({ message }: { message?: string }) {
  useLayoutEffect(revealApp, []);
  return (
    <div role="alert" className="flex min-h-dvh items-center justify-center bg-mist p-6">
      <div className="card max-w-md text-center">
        <h1 className="text-2xl font-semibold text-gray-900">{UI_TEXT.crashTitle}</h1>
        <p className="mt-3 text-gray-600">{message || UI_TEXT.crashDefault}</p>
        <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}>
          {UI_TEXT.reload}
        </button>
      </div>
    </div>
  );
}
