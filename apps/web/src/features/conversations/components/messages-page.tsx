import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import clsx from 'clsx';
import { Loader2, Send } from 'lucide-react';
import { MESSAGE_MAX_LENGTH, type Conversation, type Message } from '@vitalia/shared/conversations';
import { formatDaySeparator, formatShortDateTime, santiagoDay } from '@vitalia/shared/dates';
import { textPieces } from '@vitalia/shared/text-links';
import { useContacts } from '../api/get-contacts';
import { useConversations } from '../api/get-conversations';
import { useThread } from '../api/get-thread';
import { useMarkRead } from '../api/mark-read';
import { useMarkUnread } from '../api/mark-unread';
import { useOpenConversation } from '../api/open-conversation';
import { useSendMessage } from '../api/send-message';
import { Loading } from '@/components/data/load-states';

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

/** A message written here and not yet confirmed by the server: its text is never lost. */
interface Pending {
  clientId: string;
  body: string;
  state: 'sending' | 'failed';
}

/**
 * /mensajes (issue 46): her threads with the professionals caring for her (a professional's with her
 * clients). Phone first: the list, then the thread; on a laptop both side by side.
 */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('c')) || null;
  const conversations = useConversations();
  const list = conversations.data?.conversations ?? [];
  const current = list.find((item) => item.id === selected) ?? null;
  const choose = (id: number | null) => setParams(id === null ? {} : { c: String(id) });
  // From a client's chart (`?cliente=`): her thread with that client, opened if new.
  const clientId = Number(params.get('cliente')) || null;
  const open = useOpenConversation();
  useEffect(() => {
    if (clientId === null) return;
    void open
      .mutateAsync({ member_id: clientId })
      .then((data) => setParams({ c: String(data.conversation.id) }, { replace: true }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per client asked for
  }, [clientId]);

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900">Mensajes</h1>
        <p className="mt-1 text-gray-600">
          Conversa con tu equipo entre consultas. Solo ustedes dos leen cada conversación.
        </p>
      </header>
      <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section aria-label="Conversaciones" className={clsx(current && 'hidden lg:block')}>
          {conversations.isPending ? (
            <Loading label="Cargando conversaciones…" />
          ) : open.isError ? (
            <p className="card p-4 text-red-700" role="alert">
              {open.error.message}
            </p>
          ) : conversations.isError ? (
            <p className="card p-4 text-red-700" role="alert">
              No pudimos cargar tus conversaciones. Revisa tu conexión y vuelve a intentarlo.
            </p>
          ) : list.length === 0 ? (
            <StartConversation onOpened={choose} />
          ) : (
            <ul className="space-y-2">
              {list.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => choose(item.id)}
                    aria-current={item.id === selected ? 'true' : undefined}
                    className={clsx(
                      'card w-full p-3 text-left hover:border-brand-300',
                      item.id === selected && 'border-brand-500',
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-medium text-gray-900">{item.with.name}</span>
                      {item.unread > 0 ? (
                        <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                          {item.unread}
                          <span className="sr-only"> sin leer</span>
                        </span>
                      ) : null}
                    </span>
                    <span className="mt-1 block truncate text-sm text-gray-600">
                      {item.last_message
                        ? `${item.last_message.mine ? 'Tú: ' : ''}${item.last_message.body}`
                        : 'Sin mensajes aún'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {current ? (
          <Thread conversation={current} onBack={() => choose(null)} />
        ) : list.length > 0 ? (
          <p className="card hidden p-6 text-center text-gray-600 lg:block">
            Elige una conversación para leerla.
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The empty state: whom she can write to, and a way to start. */
function StartConversation({ onOpened }: { onOpened: (id: number) => void }) {
  const contacts = useContacts();
  const open = useOpenConversation();
  const team = contacts.data?.contacts ?? [];
  return (
    <div className="card space-y-3 p-4">
      <p className="text-gray-700">Aún no tienes conversaciones.</p>
      {team.length === 0 ? (
        <p className="text-sm text-gray-600">
          Podrás escribirle a una profesional cuando te atienda: agenda tu primera consulta en Agendamiento.
        </p>
      ) : (
        <>
          <p className="text-sm text-gray-600">Puedes escribirle a quienes te atienden:</p>
          <ul className="space-y-2">
            {team.map((person) => (
              <li key={person.id} className="flex items-center justify-between gap-2">
                <span>
                  <span className="font-medium text-gray-900">{person.name}</span>
                  <span className="block text-sm text-gray-600">{person.specialization}</span>
                </span>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={open.isPending}
                  // The list refills (and this empty state leaves) before a mutate callback would run.
                  onClick={() =>
                    void open
                      .mutateAsync({ professional_id: person.id })
                      .then((data) => onOpened(data.conversation.id))
                  }
                >
                  Escribir
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Thread({ conversation, onBack }: { conversation: Conversation; onBack: () => void }) {
  const thread = useThread(conversation.id);
  const send = useSendMessage(conversation.id);
  const markRead = useMarkRead(conversation.id);
  const markUnread = useMarkUnread(conversation.id);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<Pending[]>([]);
  const end = useRef<HTMLDivElement>(null);
  const messages = thread.data?.messages ?? [];
  const last = messages.at(-1);
  const lastMine = [...messages].reverse().find((message) => message.mine);
  const seen = thread.data?.seen_up_to ?? null;

  // What she has on screen is read: move her pointer to the newest message of the other side.
  const lastTheirs = [...messages].reverse().find((message) => !message.mine);
  useEffect(() => {
    if (lastTheirs && conversation.unread > 0) markRead.mutate(lastTheirs.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per newest message, not per render
  }, [lastTheirs?.id, conversation.unread]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last?.id, pending.length]);

  const deliver = (item: Pending) => {
    setPending((all) =>
      all.map((one) => (one.clientId === item.clientId ? { ...one, state: 'sending' } : one)),
    );
    send.mutate(
      { body: item.body, client_id: item.clientId },
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body) return;
    const item: Pending = { clientId: newMessageId(), body, state: 'sending' };
    setPending((all) => [...all, item]);
    setDraft('');
    deliver(item);
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
      <div className="flex-1 space-y-2 overflow-y-auto p-3" aria-live="polite">
        {thread.isPending ? <Loading label="Cargando mensajes…" /> : null}
        {thread.isSuccess && messages.length === 0 && pending.length === 0 ? (
          <p className="text-center text-gray-600">Escribe el primer mensaje.</p>
        ) : null}
        {messages.map((message, index) => (
          <Fragment key={message.id}>
            {index === 0 ||
            santiagoDay(messages[index - 1]?.created_at ?? message.created_at) !==
              santiagoDay(message.created_at) ? (
              <p className="py-1 text-center text-xs font-semibold text-gray-600">
                {formatDaySeparator(message.created_at)}
              </p>
            ) : null}
            <Bubble
              message={message}
              seen={message.id === lastMine?.id && seen !== null && seen >= message.id}
            />
          </Fragment>
        ))}
        {pending.map((item) => (
          <div key={item.clientId} className="ml-auto max-w-[85%] rounded-lg bg-brand-50 p-2 text-right">
            <p className="whitespace-pre-wrap break-words text-left text-gray-900">{item.body}</p>
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
      {conversation.open ? (
        <form onSubmit={submit} className="flex items-end gap-2 border-t border-gray-200 p-3">
          <label htmlFor="mensaje-nuevo" className="sr-only">
            Mensaje
          </label>
          <textarea
            id="mensaje-nuevo"
            className="field-input min-h-[2.75rem] flex-1 resize-y"
            rows={2}
            maxLength={MESSAGE_MAX_LENGTH}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Escribe tu mensaje"
          />
          <button type="submit" className="btn btn-primary" disabled={!draft.trim()}>
            {send.isPending ? (
              <Loader2 aria-hidden className="size-4 animate-spin" />
            ) : (
              <Send aria-hidden className="size-4" />
            )}
            Enviar
          </button>
        </form>
      ) : (
        <p className="border-t border-gray-200 p-3 text-sm text-gray-600">
          Esta conversación está cerrada: ya no hay una relación de atención entre ustedes. Puedes seguir
          leyendo el historial.
        </p>
      )}
    </section>
  );
}

/** One message, as text (React never reads it as HTML). */
function Bubble({ message, seen }: { message: Message; seen: boolean }) {
  return (
    <div className={clsx('max-w-[85%] rounded-lg p-2', message.mine ? 'ml-auto bg-brand-50' : 'bg-gray-100')}>
      {message.mine ? null : <p className="text-xs font-semibold text-gray-700">{message.sender_name}</p>}
      <p className="whitespace-pre-wrap break-words text-gray-900">
        {textPieces(message.body).map((piece, index) =>
          piece.kind === 'link' ? (
            <a
              key={index}
              href={piece.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="font-medium text-brand-700 underline"
            >
              {piece.text}
            </a>
          ) : (
            <Fragment key={index}>{piece.text}</Fragment>
          ),
        )}
      </p>
      <p className="text-right text-xs text-gray-600">
        {formatShortDateTime(message.created_at)}
        {seen ? ' · Visto' : ''}
      </p>
    </div>
  );
}
