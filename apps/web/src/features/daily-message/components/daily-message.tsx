import { useState } from 'react';
import { Sparkles, X } from 'lucide-react';
import { LOCAL_STORAGE_KEYS } from '@vitalia/shared/constants/app';
import { hasUnseenDailyMessage, santiagoDate } from '@vitalia/shared/member-rules';
import { Modal } from '@/components/ui/modal';
import { storage } from '@/utils/local-storage';
import { useDailyMessage } from '../api/today';

/** Shown when the day's message cannot be loaded (DESIGN difference 5). */
export const FALLBACK_DAILY_MESSAGE =
  'Cada pequeño paso cuenta. Hoy elige una acción simple que cuide tu cuerpo y tu mente.';

/** SPEC §4 daily message: floating button with unseen dot and tooltip, a modal, and "Ocultar por hoy". */
export function DailyMessage() {
  const today = santiagoDate();
  const [lastSeen, setLastSeen] = useState(() => storage.get(LOCAL_STORAGE_KEYS.dailyMessageLastSeen));
  const [hiddenOn, setHiddenOn] = useState(() => storage.get(LOCAL_STORAGE_KEYS.dailyMessageHiddenOn));
  const [open, setOpen] = useState(false);
  const message = useDailyMessage(open);

  if (hiddenOn === today) return null;
  const unseen = hasUnseenDailyMessage(lastSeen);
  const tooltip = unseen ? '¡Nuevo mensaje para ti!' : 'Ver mensaje del día';

  const close = () => {
    setOpen(false);
    storage.set(LOCAL_STORAGE_KEYS.dailyMessageLastSeen, today);
    setLastSeen(today);
  };
  const hideForToday = () => {
    storage.set(LOCAL_STORAGE_KEYS.dailyMessageHiddenOn, today);
    setHiddenOn(today);
  };

  return (
    <>
      <div className="group fixed right-4 bottom-4 z-30 sm:right-6 sm:bottom-6">
        <span
          role="tooltip"
          id="daily-message-tooltip"
          className="pointer-events-none absolute right-0 bottom-full mb-2 hidden rounded-lg bg-gray-900 px-3 py-1.5 text-xs whitespace-nowrap text-white group-focus-within:block group-hover:block"
        >
          {tooltip}
        </span>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label="Mensaje del día"
          aria-describedby="daily-message-tooltip"
          className="relative flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-sun-400 to-sun-500 text-brand-900 shadow-lg transition hover:scale-105"
        >
          <Sparkles aria-hidden className="size-6" />
          {unseen ? (
            <span
              data-testid="daily-message-dot"
              className="absolute top-1 right-1 size-3 rounded-full border-2 border-white bg-red-600"
            />
          ) : null}
        </button>
        <button
          type="button"
          onClick={hideForToday}
          aria-label="Ocultar por hoy"
          title="Ocultar por hoy"
          // A 44 px target (issue 11) around the small visible circle, so a thumb can hit it.
          className="group/close absolute -top-4 -left-4 flex size-11 items-center justify-center rounded-full"
        >
          <span className="flex size-6 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-500 shadow group-hover/close:text-gray-800">
            <X aria-hidden className="size-3.5" />
          </span>
        </button>
      </div>
      <Modal open={open} onClose={close} title="Tu mensaje de hoy" size="sm">
        <blockquote className="text-lg leading-relaxed text-gray-800">
          {message.isPending ? 'Cargando...' : (message.data?.message ?? FALLBACK_DAILY_MESSAGE)}
        </blockquote>
        <p className="mt-3 text-sm text-gray-500">— {message.data?.author ?? 'Equipo Vitalia'}</p>
        <button type="button" className="btn-primary mt-6 w-full" onClick={close}>
          ¡Gracias!
        </button>
      </Modal>
    </>
  );
}
