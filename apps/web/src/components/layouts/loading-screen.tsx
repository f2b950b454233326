import { UI_TEXT } from '@vitalia/shared/messages/general';

export function Spinner({ className = 'size-8' }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-block animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 ${className}`}
    />
  );
}

/** Full-page loading state; `title` is one of SPEC §2's loading texts. */
export function LoadingScreen({ title = UI_TEXT.loading, message }: { title?: string; message?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-mist p-6 text-center"
    >
      <Spinner className="size-10" />
      <p className="text-lg font-semibold text-brand-900">{title}</p>
      {message ? <p className="max-w-sm text-sm text-gray-600">{message}</p> : null}
    </div>
  );
}

/** A screen's own loading state inside the shell ("Cargando..."), while its first query runs. */
export function LoadingBlock() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-20 text-gray-600">
      <Spinner className="size-6" /> {UI_TEXT.loading}
    </div>
  );
}
