import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { CheckCircle2, Info, TriangleAlert, X, XCircle } from 'lucide-react';
import clsx from 'clsx';
import { TOAST_DEFAULT_MS } from '@vitalia/shared/constants/app';

export type ToastType = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  /** Milliseconds before it slides out; SPEC §2 default 5000. */
  duration: number;
}
export type ToastInput = Omit<Toast, 'id' | 'duration'> & { duration?: number };

interface ToastApi {
  show(toast: ToastInput): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);
const SLIDE_OUT_MS = 250;

const STYLES: Record<ToastType, { icon: typeof Info; box: string; iconColor: string }> = {
  success: { icon: CheckCircle2, box: 'border-emerald-200', iconColor: 'text-emerald-600' },
  error: { icon: XCircle, box: 'border-red-200', iconColor: 'text-red-600' },
  info: { icon: Info, box: 'border-sky-200', iconColor: 'text-sky-600' },
  warning: { icon: TriangleAlert, box: 'border-amber-200', iconColor: 'text-amber-600' },
};

function ToastItem({ toast, onDone }: { toast: Toast; onDone: (id: string) => void }) {
  const [leaving, setLeaving] = useState(false);
  const leave = useCallback(() => setLeaving(true), []);

  useEffect(() => {
    const timer = window.setTimeout(leave, toast.duration);
    return () => window.clearTimeout(timer);
  }, [leave, toast.duration]);
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => onDone(toast.id), SLIDE_OUT_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, onDone, toast.id]);

  const style = STYLES[toast.type];
  const Icon = style.icon;
  return (
    <div
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-toast-type={toast.type}
      className={clsx(
        'pointer-events-auto flex w-full items-start gap-3 rounded-2xl border bg-white p-4 shadow-lg',
        style.box,
        leaving ? 'animate-slide-out' : 'animate-slide-in',
      )}
      onKeyDown={(event) => {
        if (event.key === 'Escape') leave();
      }}
    >
      <Icon aria-hidden className={clsx('mt-0.5 size-5 shrink-0', style.iconColor)} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-gray-900">{toast.title}</p>
        {toast.message ? <p className="mt-0.5 text-sm text-gray-600">{toast.message}</p> : null}
      </div>
      <button
        type="button"
        onClick={leave}
        className="rounded-lg p-1 text-gray-500 hover:bg-gray-100"
        aria-label="Cerrar notificación"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

let counter = 0;
const MAX_TOASTS = 3;

/** SPEC §2 toast stack: top right (bottom on phones), four types, slides out after its duration. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const remove = useCallback(
    (id: string) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const api = useMemo<ToastApi>(
    () => ({
      show(input) {
        counter += 1;
        const id = `toast-${counter}`;
        const toast = { ...input, id, duration: input.duration ?? TOAST_DEFAULT_MS };
        // The same words again (a second click, a retry) restart the one toast instead of stacking a copy;
        // at most three at a time, the oldest leaving first.
        const same = (other: Toast) =>
          other.type === toast.type && other.title === toast.title && other.message === toast.message;
        setToasts((current) => [...current.filter((other) => !same(other)), toast].slice(-MAX_TOASTS));
        return id;
      },
      dismiss: remove,
    }),
    [remove],
  );
  const regionRef = useRef<HTMLElement>(null);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* A labelled region of live toasts; not a list, since each toast is itself a status or alert. */}
      <section
        ref={regionRef}
        aria-label="Notificaciones emergentes"
        // Phones: along the bottom, where they cover no header control (issue 22), the newest one only (three
        // stacked covered half the screen, issue 49 §12); wider: top right (SPEC §2) under the header, so the
        // cart and the bell stay reachable.
        className="pointer-events-none fixed right-4 bottom-4 left-4 z-[100] flex flex-col gap-2 max-sm:[&>*:not(:last-child)]:hidden sm:top-20 sm:bottom-auto sm:left-auto sm:w-[min(24rem,calc(100vw-2rem))]"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDone={remove} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context;
}
