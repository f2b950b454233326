import { useState } from 'react';
import { BookmarkPlus, MessageSquareText, Trash2 } from 'lucide-react';
import { fillSavedReply } from '@vitalia/shared/conversations';
import { generalMessage } from '@/lib/api-client';
import { Loading } from '@/components/data/load-states';
import { useCreateSavedReply } from '../api/create-saved-reply';
import { useDeleteSavedReply } from '../api/delete-saved-reply';
import { useSavedReplies } from '../api/get-saved-replies';

/**
 * "Respuestas guardadas" (issue 46), for a professional: her texts, inserted in the message with the
 * client's first name where they say {nombre}; and the message she is writing kept as a new one.
 */
export function SavedRepliesMenu({
  clientFirstName,
  draft,
  onInsert,
}: {
  clientFirstName: string;
  draft: string;
  onInsert: (text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const replies = useSavedReplies(open);
  const create = useCreateSavedReply();
  const remove = useDeleteSavedReply();
  return (
    <details
      className="relative"
      open={open}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="btn btn-secondary min-h-11 cursor-pointer list-none px-3">
        <MessageSquareText aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">Respuestas guardadas</span>
      </summary>
      <div className="absolute bottom-full left-0 z-20 mb-2 w-80 max-w-[calc(100vw-2rem)] space-y-3 rounded-lg border border-gray-200 bg-white p-3 shadow-lg">
        <h3 className="font-semibold text-gray-900">Respuestas guardadas</h3>
        {replies.isPending ? <Loading label="Cargando tus respuestas…" /> : null}
        {replies.data?.replies.length === 0 ? (
          <p className="text-sm text-gray-600">
            Aún no guardas respuestas. Escribe un mensaje y guárdalo aquí.
          </p>
        ) : null}
        <ul className="max-h-60 space-y-1 overflow-y-auto">
          {replies.data?.replies.map((reply) => (
            <li key={reply.id} className="flex items-center gap-1">
              <button
                type="button"
                className="min-h-11 flex-1 rounded px-2 text-left text-sm hover:bg-brand-50"
                onClick={() => {
                  onInsert(fillSavedReply(reply.body, clientFirstName));
                  setOpen(false);
                }}
              >
                <span className="block font-medium text-gray-900">{reply.title}</span>
                <span className="block truncate text-gray-600">{reply.body}</span>
              </button>
              <button
                type="button"
                className="inline-flex size-11 items-center justify-center rounded text-gray-600 hover:text-red-700"
                aria-label={`Eliminar ${reply.title}`}
                onClick={() => remove.mutate(reply.id)}
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
        <form
          className="space-y-2 border-t border-gray-100 pt-2"
          onSubmit={(event) => {
            event.preventDefault();
            void create.mutateAsync({ title: title.trim(), body: draft.trim() }).then(() => setTitle(''));
          }}
        >
          <label className="block text-sm font-medium text-gray-800">
            Guardar el mensaje que escribes como
            <input
              className="field-input mt-1 w-full"
              value={title}
              maxLength={60}
              placeholder="Nombre de la respuesta"
              onChange={(event) => setTitle(event.target.value)}
            />
          </label>
          <p className="text-xs text-gray-600">Escribe {'{nombre}'} donde va el nombre de cada persona.</p>
          <button
            type="submit"
            className="btn btn-secondary"
            disabled={!title.trim() || !draft.trim() || create.isPending}
          >
            <BookmarkPlus aria-hidden className="size-4" /> Guardar respuesta
          </button>
          {create.isError ? (
            <p className="text-sm text-red-700" role="alert">
              {generalMessage(create.error)}
            </p>
          ) : null}
        </form>
      </div>
    </details>
  );
}
