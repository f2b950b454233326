import { Clock } from 'lucide-react';
import { formatShortDateTime } from '@vitalia/shared/dates';
import { useCancelScheduledMessage } from '../api/cancel-scheduled-message';
import { useScheduledMessages } from '../api/get-scheduled-messages';

/** Her messages of this thread waiting for their time, each cancellable until it leaves. */
export function ScheduledMessages({ conversationId }: { conversationId: number }) {
  const scheduled = useScheduledMessages(conversationId, true);
  const cancel = useCancelScheduledMessage(conversationId);
  const list = scheduled.data?.scheduled ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label="Mensajes programados" className="space-y-1 border-t border-gray-200 bg-amber-50 p-3">
      {list.map((item) => (
        <div key={item.id} className="flex items-center gap-2 text-sm">
          <Clock aria-hidden className="size-4 shrink-0 text-amber-700" />
          <span className="min-w-0 flex-1 truncate text-gray-800">
            <span className="font-medium">{formatShortDateTime(item.send_at)}:</span> {item.body}
          </span>
          <button
            type="button"
            className="min-h-11 px-2 font-semibold text-brand-700 underline"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(item.id)}
            aria-label={`Cancelar el envío programado para ${formatShortDateTime(item.send_at)}`}
          >
            Cancelar
          </button>
        </div>
      ))}
    </section>
  );
}
