import { useEffect, useRef, useState } from 'react';
import { Info } from 'lucide-react';
import { GOOGLE_ERRORS } from '@vitalia/shared/messages/auth';
import { ApiError } from '@/lib/api-client';
import { usePublicConfig } from '../api/public-config';
import { useGoogleLogin } from '../api/google-login';

interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: { credential: string }) => void;
    ux_mode?: 'popup';
  }): void;
  renderButton(element: HTMLElement, options: Record<string, string | number>): void;
}
declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

const GIS_SRC = 'https://accounts.google.com/gsi/client';
let gisScript: Promise<void> | undefined;
function loadGoogleIdentity(): Promise<void> {
  gisScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('No se pudo cargar Google'));
    document.head.appendChild(script);
  });
  return gisScript;
}

function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs text-gray-500" aria-hidden>
      <span className="h-px flex-1 bg-gray-200" />o<span className="h-px flex-1 bg-gray-200" />
    </div>
  );
}

/**
 * Google Identity Services button with its "o" divider; nothing when Google is not configured (ADR 0023,
 * a departure from SPEC §2's notice), and a short notice when Google's script cannot be reached.
 */
export function GoogleButton() {
  const config = usePublicConfig();
  const googleLogin = useGoogleLogin();
  const container = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const clientId = config.data?.googleClientId ?? null;

  useEffect(() => {
    if (!clientId || !container.current) return;
    const target = container.current;
    loadGoogleIdentity()
      .then(() => {
        const id = window.google?.accounts.id;
        if (!id) throw new Error('Google no disponible');
        id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: ({ credential }) =>
            googleLogin.mutate(credential, {
              // SPEC §4: on success the page reloads with the new session.
              onSuccess: () => window.location.reload(),
              onError: (error) => {
                if (error instanceof ApiError && error.status === 401)
                  window.alert(GOOGLE_ERRORS.invalidToken);
                else
                  window.alert(
                    `${GOOGLE_ERRORS.loginTitle}: ${error instanceof ApiError && error.serverMessage ? error.serverMessage : GOOGLE_ERRORS.internal}`,
                  );
              },
            }),
        });
        id.renderButton(target, {
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          locale: 'es',
          width: target.clientWidth || 320,
        });
      })
      .catch(() => setUnavailable(true));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- googleLogin.mutate is stable; the button is set up once per client id.
  }, [clientId]);

  // The shape of the button, divider included, so nothing moves when it arrives. Drawn at build time, it
  // is the place the server's CSS drops when this instance has no Google sign-in (ADR 0035).
  if (config.isPending)
    return (
      <div data-google-slot className="space-y-4" aria-hidden>
        <OrDivider />
        <div className="h-11 animate-pulse rounded-xl bg-gray-100" />
      </div>
    );
  // Not configured: nothing at all, not even the "o" divider (the notice is for operators: log and README).
  if (!clientId) return null;
  if (unavailable) {
    return (
      <p className="flex items-start gap-2 rounded-xl border border-gray-200 bg-white px-4 py-3 text-sm text-gray-600">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-gray-400" />
        {GOOGLE_ERRORS.unavailable}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <OrDivider />
      {googleLogin.isPending ? (
        <p role="status" className="btn-secondary w-full">
          Procesando...
        </p>
      ) : null}
      <div ref={container} className={googleLogin.isPending ? 'hidden' : 'flex min-h-11 justify-center'} />
    </div>
  );
}
