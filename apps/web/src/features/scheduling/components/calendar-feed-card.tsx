import { useId, useState } from 'react';
import { CalendarSync, Copy } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useResetCalendarFeed } from '../api/reset-calendar-feed';
import { UI_TEXT } from '@vitalia/shared/messages/general';

/**
 * "Tu calendario personal": the address Google Calendar or Apple Calendar subscribes to, with her
 * appointments and classes; a new address revokes the old one (for a lost phone or a shared link).
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const toast = useToast();
  const inputId = useId();
  const [confirming, setConfirming] = useState(false);
  const url = feed.data?.url;
  return (
    <section aria-labelledby={`${inputId}-title`} className="card space-y-3 p-5">
      <h2 id={`${inputId}-title`} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <CalendarSync aria-hidden className="size-5 text-brand-700" /> Tu calendario personal
      </h2>
      <p className="text-sm text-gray-700">
        Suscríbete a esta dirección desde Google Calendar («Otros calendarios › Desde URL») o Apple Calendar
        para ver tus citas y clases junto al resto de tu agenda. Es personal: no la compartas.
      </p>
      {feed.isError ? (
        <p role="alert" className="text-sm text-red-700">
          No se pudo cargar la dirección. Intenta nuevamente.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <label htmlFor={inputId} className="sr-only">
          Dirección de tu calendario
        </label>
        <input
          id={inputId}
          readOnly
          className="field-input min-w-0 flex-1 font-mono text-xs"
          value={url ?? UI_TEXT.loading}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!url}
          onClick={() => {
            if (!url) return;
            navigator.clipboard.writeText(url).then(
              () => toast.show({ type: 'success', title: 'Dirección copiada' }),
              () => toast.show({ type: 'error', title: 'No se pudo copiar: selecciónala y cópiala a mano.' }),
            );
          }}
        >
          <Copy aria-hidden className="size-4" /> Copiar dirección
        </button>
      </div>
      <div className="flex flex-wrap gap-3 text-sm">
        {url ? (
          <a className="font-semibold text-brand-800 underline" href={url.replace(/^https?:/, 'webcal:')}>
            Abrir en Apple Calendar
          </a>
        ) : null}
        <button
          type="button"
          className="font-semibold text-brand-800 underline"
          onClick={() => setConfirming(true)}
        >
          Generar una dirección nueva
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title="¿Generar una dirección nueva?"
          confirmLabel="Sí, generar otra"
          busyLabel="Generando…"
          danger={false}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            const answer = await reset.mutateAsync();
            return { message: answer.message ?? 'Dirección nueva lista.' };
          }}
        >
          <p>
            La dirección actual dejará de funcionar: los calendarios suscritos a ella dejarán de recibir tus
            citas y clases hasta que te suscribas con la nueva.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
