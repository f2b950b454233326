import { useEffect, useState, useSyncExternalStore } from 'react';
import { Sparkles, X } from 'lucide-react';
import { LOCAL_STORAGE_KEYS } from '@vitalia/shared/constants/app';
import { hasUnseenDailyMessage, santiagoDate } from '@vitalia/shared/member-rules';
import { Modal } from '@/components/ui/modal';
import { storage } from '@/utils/local-storage';
import { useDailyMessage } from '../api/today';
import { UI_TEXT } from '@vitalia/shared/messages/general';

/** Shown when the day's message cannot be loaded (DESIGN difference 5). */
export const FALLBACK_DAILY_MESSAGE =
  'Cada pequeño paso cuenta. Hoy elige una acción simple que cuide tu cuerpo y tu mente.';

// The floating button and the dashboard card read the same two keys; a change by one reaches the other.
const CHANGED = 'vitalia:daily-message';
const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
};
const write = (key: string, value: string) => {
  storage.set(key, value);
  window.dispatchEvent(new Event(CHANGED));
};

function useDailyMessageState() {
  const today = santiagoDate();
  const lastSeen = useSyncExternalStore(subscribe, () =>
    storage.get(LOCAL_STORAGE_KEYS.dailyMessageLastSeen),
  );
  const hiddenOn = useSyncExternalStore(subscribe, () =>
    storage.get(LOCAL_STORAGE_KEYS.dailyMessageHiddenOn),
  );
  return {
    hiddenToday: hiddenOn === today,
    unseen: hasUnseenDailyMessage(lastSeen),
    markSeen: () => write(LOCAL_STORAGE_KEYS.dailyMessageLastSeen, today),
    hideForToday: () => write(LOCAL_STORAGE_KEYS.dailyMessageHiddenOn, today),
  };
}

function MessageText({ message }: { message: ReturnType<typeof useDailyMessage> }) {
  return (
    <>
      <blockquote className="text-lg leading-relaxed text-gray-800">
        {message.isPending ? UI_TEXT.loading : (message.data?.message ?? FALLBACK_DAILY_MESSAGE)}
      </blockquote>
      <p className="mt-3 text-sm text-gray-500">— {message.data?.author ?? 'Equipo Vitalia'}</p>
    </>
  );
}

/** The unseen dot both triggers show. */
function UnseenDot({ small = false }: { small?: boolean }) {
  return (
    <span
      data-testid="daily-message-dot"
      className={`absolute rounded-full border-2 border-white bg-red-600 ${small ? 'top-1 right-1 size-2.5' : 'top-1 right-1 size-3'}`}
    />
  );
}

/**
 * SPEC §4 daily message: a floating button with the unseen dot and a tooltip, a modal, and "Ocultar por hoy".
 * Issue 49 §2: it never covers a control. From `sm` up it floats in a right gutter the page leaves empty
 * (AppShell's `sm:pr-24`), with its ✕ as a separate 44 px target above it; on phones, where no gutter fits,
 * the same button sits in the header, and "Ocultar por hoy" is in its modal. `cardOnPhones`: this page shows
 * the message as a card on phones (issue 11), so the phone's header button is not drawn there.
 */
export function DailyMessage({
  cardOnPhones = false,
  placement,
}: {
  cardOnPhones?: boolean;
  placement: 'floating' | 'header';
}) {
  const state = useDailyMessageState();
  const [open, setOpen] = useState(false);
  const message = useDailyMessage(open);

  if (state.hiddenToday) return null;
  const tooltip = state.unseen ? '¡Nuevo mensaje para ti!' : 'Ver mensaje del día';
  const close = () => {
    setOpen(false);
    state.markSeen();
  };
  const modal = (
    <Modal open={open} onClose={close} title="Tu mensaje de hoy" size="sm">
      <MessageText message={message} />
      <button type="button" className="btn-primary mt-6 w-full" onClick={close}>
        ¡Gracias!
      </button>
      {placement === 'header' ? (
        <button
          type="button"
          className="btn-ghost mt-2 min-h-11 w-full"
          onClick={() => {
            setOpen(false);
            state.markSeen();
            state.hideForToday();
          }}
        >
          Ocultar por hoy
        </button>
      ) : null}
    </Modal>
  );

  if (placement === 'header')
    return cardOnPhones ? null : (
      <span className="sm:hidden">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label="Mensaje del día"
          title={tooltip}
          className="relative flex size-10 items-center justify-center rounded-lg text-sun-500 hover:bg-gray-100"
        >
          <Sparkles aria-hidden className="size-5" />
          {state.unseen ? <UnseenDot small /> : null}
        </button>
        {modal}
      </span>
    );

  return (
    <>
      <div className="group fixed right-6 bottom-6 z-30 hidden sm:block">
        <span
          role="tooltip"
          id="daily-message-tooltip"
          className="pointer-events-none absolute top-1/2 right-full mr-3 hidden -translate-y-1/2 rounded-lg bg-gray-900 px-3 py-1.5 text-xs whitespace-nowrap text-white group-focus-within:block group-hover:block"
        >
          {tooltip}
        </span>
        <button
          type="button"
          onClick={state.hideForToday}
          aria-label="Ocultar por hoy"
          title="Ocultar por hoy"
          // Its own 44 px target above the button, apart from it: a slightly-off tap on the button never
          // hides the message for the day.
          className="group/close absolute right-1.5 bottom-full mb-2 flex size-11 items-center justify-center rounded-full"
        >
          <span className="flex size-7 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-500 shadow group-hover/close:text-gray-800">
            <X aria-hidden className="size-4" />
          </span>
        </button>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label="Mensaje del día"
          aria-describedby="daily-message-tooltip"
          className="relative flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-sun-400 to-sun-500 text-brand-900 shadow-lg transition hover:scale-105"
        >
          <Sparkles aria-hidden className="size-6" />
          {state.unseen ? <UnseenDot /> : null}
        </button>
      </div>
      {modal}
    </>
  );
}

/** The day's message as a dashboard card, on phones only (issue 11); reading it there counts as seen. */
export function DailyMessageCard({ className = '' }: { className?: string }) {
  const state = useDailyMessageState();
  const message = useDailyMessage(!state.hiddenToday);
  const { unseen, markSeen } = state;
  useEffect(() => {
    if (message.isSuccess && unseen) markSeen();
  }, [message.isSuccess, unseen, markSeen]);

  if (state.hiddenToday) return null;
  return (
    <section aria-labelledby="daily-card-title" className={`card sm:hidden ${className}`}>
      <div className="flex items-start justify-between gap-2">
        <h2 id="daily-card-title" className="flex items-center gap-2 font-semibold text-gray-900">
          <Sparkles aria-hidden className="size-5 text-sun-500" />
          Tu mensaje de hoy
        </h2>
        <button
          type="button"
          className="btn-ghost -mt-2 -mr-2 min-h-11 shrink-0 text-sm whitespace-nowrap"
          onClick={state.hideForToday}
        >
          Ocultar por hoy
        </button>
      </div>
      <div className="mt-3">
        <MessageText message={message} />
      </div>
    </section>
  );
}
