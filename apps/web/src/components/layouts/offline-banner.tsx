import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Says plainly that the phone is offline, so a failed save is not a mystery (issue 11). */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-gray-900 px-4 py-2 text-center text-sm text-white"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      Sin conexión. Lo que guardes ahora no se enviará; vuelve a intentarlo cuando tengas internet.
    </div>
  );
}
