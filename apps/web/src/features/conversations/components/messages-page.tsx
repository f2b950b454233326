import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import clsx from 'clsx';
import { useContacts } from '../api/get-contacts';
import { useConversation } from '../api/get-conversation';
import { useConversations } from '../api/get-conversations';
import { useOpenConversation } from '../api/open-conversation';
import { Loading } from '@/components/data/load-states';
import { NextPageButton } from '@/components/data/next-page-button';
import { messagePreview } from './message-bubble';
import { MessageThread } from './message-thread';

/**
 * /mensajes (issue 46): her threads with the professionals caring for her (a professional's with her
 * clients). Phone first: the list, then the thread; on a laptop both side by side.
 */
export function MessagesPage({ professionalTools }: { professionalTools?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('c')) || null;
  const conversations = useConversations();
  const list = conversations.data?.pages.flatMap((page) => page.conversations) ?? [];
  const listed = list.find((item) => item.id === selected);
  // A thread asked for by address (`?c=`, a link from her chart) may be older than the pages loaded.
  const single = useConversation(selected !== null && !listed && conversations.isSuccess ? selected : null);
  const current = listed ?? single.data?.conversation ?? null;
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
      {professionalTools}
      <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section aria-label="Conversaciones" className={clsx('min-w-0', current && 'hidden lg:block')}>
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
            <>
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
                          ? `${item.last_message.mine ? 'Tú: ' : ''}${messagePreview(item.last_message.body)}`
                          : 'Sin mensajes aún'}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              <NextPageButton
                query={conversations}
                label="Ver conversaciones anteriores"
                loadingLabel="Cargando conversaciones…"
                failedText="No pudimos cargar más conversaciones. Revisa tu conexión y vuelve a intentarlo."
                className="btn btn-secondary w-full"
              />
            </>
          )}
        </section>
        {current ? (
          <MessageThread conversation={current} onBack={() => choose(null)} />
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
