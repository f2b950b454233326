import { useEffect, useRef, useState } from 'react';
import type { Attachment, Conversation } from '@vitalia/shared/conversations';
import { useThread } from '../api/get-thread';
import { useMarkRead } from '../api/mark-read';
import { useMarkUnread } from '../api/mark-unread';
import { useSendMessage } from '../api/send-message';
import { useScheduleMessage } from '../api/schedule-message';
import { Loading } from '@/components/data/load-states';
import { AttachmentView } from './message-bubble';
import { MessageList } from './message-list';
import { MessageComposer } from './message-composer';
import { ScheduledMessages } from './scheduled-messages';

/**
 * A version 4 UUID for a new message. `crypto.randomUUID` exists only on secure pages; the random bytes
 * exist everywhere.
 */
function newMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A message written here and not yet confirmed by the server: its text and files are never lost. */
interface Pending {
  clientId: string;
  body: string;
  attachments: Attachment[];
  state: 'sending' | 'failed';
}

/** One thread: its history by day, what she is sending, and where she writes (while the care lasts). */
export function MessageThread({ conversation, onBack }: { conversation: Conversation; onBack: () => void }) {
  const thread = useThread(conversation.id);
  const send = useSendMessage(conversation.id);
  const markRead = useMarkRead(conversation.id);
  const markUnread = useMarkUnread(conversation.id);
  const schedule = useScheduleMessage(conversation.id);
  // She reads as a professional when the other side is a member.
  const professional = conversation.with.role === 'member';
  const [pending, setPending] = useState<Pending[]>([]);
  const end = useRef<HTMLDivElement>(null);
  // Pages come newest first, each oldest first: the thread reads the pages backwards.
  const pages = thread.data?.pages ?? [];
  const messages = [...pages].reverse().flatMap((page) => page.messages);
  const seen = pages[0]?.seen_up_to ?? null;

  // What she has on screen is read: move her pointer to the newest message of the other side.
  const lastTheirs = [...messages].reverse().find((message) => !message.mine);
  useEffect(() => {
    if (lastTheirs && conversation.unread > 0) markRead.mutate(lastTheirs.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per newest message, not per render
  }, [lastTheirs?.id, conversation.unread]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [pending.length]);

  const deliver = (item: Pending) => {
    setPending((all) =>
      all.map((one) => (one.clientId === item.clientId ? { ...one, state: 'sending' } : one)),
    );
    send.mutate(
      {
        body: item.body,
        client_id: item.clientId,
        attachment_ids: item.attachments.map((attachment) => attachment.id),
      },
      {
        onSuccess: () => {
          void thread
            .refetch()
            .then(() => setPending((all) => all.filter((one) => one.clientId !== item.clientId)));
        },
        onError: () =>
          setPending((all) =>
            all.map((one) => (one.clientId === item.clientId ? { ...one, state: 'failed' } : one)),
          ),
      },
    );
  };

  return (
    <section
      aria-label={`Conversación con ${conversation.with.name}`}
      className="card flex min-h-[28rem] flex-col p-0"
    >
      <header className="flex items-center gap-3 border-b border-gray-200 p-3">
        <button type="button" className="btn btn-secondary lg:hidden" onClick={onBack}>
          Volver
        </button>
        <h2 className="text-lg font-semibold text-gray-900">{conversation.with.name}</h2>
        {messages.some((message) => !message.mine) ? (
          <button
            type="button"
            className="ml-auto text-sm font-semibold text-brand-700 underline"
            disabled={markUnread.isPending}
            // Leaving the thread: reading it again would mark it read at once.
            onClick={() => void markUnread.mutateAsync().then(onBack)}
          >
            Marcar como no leída
          </button>
        ) : null}
      </header>
      {thread.isPending ? (
        <div className="p-3">
          <Loading label="Cargando mensajes…" />
        </div>
      ) : (
        <MessageList
          conversationId={conversation.id}
          messages={messages}
          seenUpTo={seen}
          hasOlder={thread.hasNextPage}
          loadingOlder={thread.isFetchingNextPage}
          onOlder={() => thread.fetchNextPage()}
          footer={
            <div className="space-y-2">
              {thread.isSuccess && messages.length === 0 && pending.length === 0 ? (
                <p className="text-center text-gray-600">Escribe el primer mensaje.</p>
              ) : null}
              {pending.map((item) => (
                <div
                  key={item.clientId}
                  className="ml-auto max-w-[85%] space-y-2 rounded-lg bg-brand-50 p-2 text-right"
                >
                  {item.attachments.map((attachment) => (
                    <AttachmentView key={attachment.id} attachment={attachment} from="ti" />
                  ))}
                  {item.body ? (
                    <p className="whitespace-pre-wrap break-words text-left text-gray-900">{item.body}</p>
                  ) : null}
                  {item.state === 'sending' ? (
                    <p className="text-xs text-gray-600">Enviando…</p>
                  ) : (
                    <p className="text-xs text-red-700" role="alert">
                      No se pudo enviar.{' '}
                      <button type="button" className="font-semibold underline" onClick={() => deliver(item)}>
                        Reintentar
                      </button>
                    </p>
                  )}
                </div>
              ))}
              <div ref={end} />
            </div>
          }
        />
      )}
      {conversation.open && professional ? <ScheduledMessages conversationId={conversation.id} /> : null}
      {conversation.open ? (
        <MessageComposer
          conversationId={conversation.id}
          clientFirstName={professional ? (conversation.with.name.split(' ')[0] ?? '') : null}
          sending={send.isPending}
          onSchedule={
            professional
              ? ({ body, sendAt }) =>
                  schedule.mutateAsync({ body, send_at: sendAt, client_id: newMessageId() })
              : undefined
          }
          onSend={({ body, attachments }) => {
            const item: Pending = { clientId: newMessageId(), body, attachments, state: 'sending' };
            setPending((all) => [...all, item]);
            deliver(item);
          }}
        />
      ) : (
        <p className="border-t border-gray-200 p-3 text-sm text-gray-600">
          Esta conversación está cerrada: ya no hay una relación de atención entre ustedes. Puedes seguir
          leyendo el historial.
        </p>
      )}
    </section>
  );
}
