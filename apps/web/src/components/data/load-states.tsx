import { UI_TEXT } from '@vitalia/shared/messages/general';
import { Spinner } from '@/components/layouts/loading-screen';
import { generalMessage } from '@/lib/api-client';

/**
 * The one way a part of a screen says it is waiting for data (issue 44 §5): a polite live region with a
 * spinner, so every screen reads and looks the same. Skeletons stay where the layout must not jump.
 */
export function Loading({ label = UI_TEXT.loading }: { label?: string }) {
  return (
    <p role="status" aria-live="polite" className="flex items-center gap-2 py-2 text-gray-600">
      <Spinner className="size-4 border-2" /> {label}
    </p>
  );
}

/**
 * The one way a part of a screen says its data did not arrive: the general message for the error (network,
 * session, permission or the server's own Spanish text) and, when given, a way to try again.
 */
export function LoadError({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  return (
    <p role="alert" className="text-red-700">
      {generalMessage(error)}
      {onRetry ? (
        <>
          {' '}
          <button type="button" className="font-semibold underline" onClick={onRetry}>
            Reintentar
          </button>
        </>
      ) : null}
    </p>
  );
}
