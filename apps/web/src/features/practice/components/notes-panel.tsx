import { useState } from 'react';
import { FilePlus2, Pencil, Send } from 'lucide-react';
import type { ClientChart, Note, NoteContent } from '@vitalia/shared/practice';
import { NOTE_TEMPLATE_LABELS, SOAP_FIELDS, SOAP_LABELS, SUMMARY_MAX } from '@vitalia/shared/practice-rules';
import { formatDateTime, formatLongDateTime } from '@vitalia/shared/dates';
import { Loading, LoadError } from '@/components/data/load-states';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';
import { useClientNotes } from '../api/get-client-notes';
import { useCreateNote } from '../api/create-note';
import { useUpdateNote } from '../api/update-note';
import { useShareSummary } from '../api/share-summary';
import { NoteForm } from './note-form';

export function NoteText({ content }: { content: NoteContent }) {
  if (content.template === 'free') return <p className="whitespace-pre-wrap text-gray-800">{content.text}</p>;
  return (
    <dl className="space-y-2">
      {SOAP_FIELDS.filter((field) => content[field]).map((field) => (
        <div key={field}>
          <dt className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
            {SOAP_LABELS[field]}
          </dt>
          <dd className="whitespace-pre-wrap text-gray-800">{content[field]}</dd>
        </div>
      ))}
    </dl>
  );
}

function ShareDialog({ note, memberId, onClose }: { note: Note; memberId: number; onClose: () => void }) {
  const share = useShareSummary(memberId);
  const toast = useToast();
  const suggested = note.content.template === 'soap' ? note.content.plan : note.content.text;
  const [summary, setSummary] = useState(suggested.slice(0, SUMMARY_MAX));
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal open onClose={onClose} title="Compartir resumen con la socia" size="lg">
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!summary.trim()) return setError('Escribe el resumen que recibirá tu cliente.');
          share.mutate(
            { id: note.id, input: { summary } },
            {
              onSuccess: (answer) => {
                toast.show({ type: 'success', title: answer.message });
                onClose();
              },
              onError: (failure) => setError(generalMessage(failure)),
            },
          );
        }}
      >
        <p className="text-sm text-gray-600">
          Lo recibe en su campana y en Mis Citas. El correo solo le avisa que hay un resumen: nunca lleva su
          contenido. La nota completa sigue siendo privada.
        </p>
        <label htmlFor={`resumen-${note.id}`} className="field-label">
          Resumen para tu cliente
        </label>
        <textarea
          id={`resumen-${note.id}`}
          className="field-input"
          rows={6}
          maxLength={SUMMARY_MAX}
          value={summary}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `resumen-${note.id}-error` : undefined}
          onChange={(event) => setSummary(event.target.value)}
        />
        {error ? (
          <p id={`resumen-${note.id}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary" disabled={share.isPending}>
            <Send aria-hidden className="size-4" /> {share.isPending ? 'Enviando...' : 'Enviar resumen'}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancelar
          </button>
        </div>
      </form>
    </Modal>
  );
}

function NoteCard({
  note,
  memberId,
  consultations,
}: {
  note: Note;
  memberId: number;
  consultations: ClientChart['consultations'];
}) {
  const [editing, setEditing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const update = useUpdateNote(memberId);
  const toast = useToast();
  return (
    <li className="card space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-gray-900 first-letter:uppercase">
            {note.appointment
              ? `${note.appointment.type_name} · ${formatLongDateTime(note.appointment.starts_at)}`
              : `Nota del ${formatDateTime(note.created_at)}`}
          </p>
          <p className="text-xs text-gray-500">
            {NOTE_TEMPLATE_LABELS[note.content.template]} · {note.author}
            {note.version > 1
              ? ` · versión ${note.version}, editada el ${formatDateTime(note.updated_at)}`
              : ''}
          </p>
        </div>
        {editing ? null : (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="size-4" /> Editar
            </button>
            {note.shared_at ? (
              <span className="self-center text-xs font-semibold text-emerald-800">
                Resumen compartido el {formatDateTime(note.shared_at)}
              </span>
            ) : (
              <button type="button" className="btn btn-secondary" onClick={() => setSharing(true)}>
                <Send aria-hidden className="size-4" /> Compartir resumen con la socia
              </button>
            )}
          </div>
        )}
      </div>
      {editing ? (
        <NoteForm
          note={note}
          consultations={consultations}
          onCancel={() => setEditing(false)}
          onSave={async (input) => {
            const answer = await update.mutateAsync({
              id: note.id,
              input: { content: input.content, expected_version: note.version },
            });
            toast.show({ type: 'success', title: answer.message });
            setEditing(false);
          }}
        />
      ) : (
        <NoteText content={note.content} />
      )}
      {note.previous_versions.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-brand-800 hover:underline">
            Versiones anteriores ({note.previous_versions.length})
          </summary>
          <ol className="mt-2 space-y-3 border-l-2 border-gray-200 pl-3">
            {note.previous_versions.map((version) => (
              <li key={version.version}>
                <p className="text-xs text-gray-500">
                  Versión {version.version} · {version.edited_by} · {formatDateTime(version.edited_at)}
                </p>
                <NoteText content={version.content} />
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {note.shared_summary ? (
        <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          <span className="font-semibold">Lo que recibió: </span>
          {note.shared_summary}
        </p>
      ) : null}
      {sharing ? <ShareDialog note={note} memberId={memberId} onClose={() => setSharing(false)} /> : null}
    </li>
  );
}

/** Session notes (issue 45 §3): private to her care team, versioned, a summary shared only on purpose. */
export function NotesPanel({
  memberId,
  consultations,
}: {
  memberId: number;
  consultations: ClientChart['consultations'];
}) {
  const notes = useClientNotes(memberId);
  const create = useCreateNote(memberId);
  const toast = useToast();
  const [writing, setWriting] = useState(false);
  return (
    <section aria-labelledby="notas" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="notas" className="text-lg font-semibold text-gray-900">
          Notas de sesión
        </h2>
        {writing ? null : (
          <button type="button" className="btn btn-primary" onClick={() => setWriting(true)}>
            <FilePlus2 aria-hidden className="size-4" /> Nueva nota
          </button>
        )}
      </div>
      {writing ? (
        <div className="card">
          <NoteForm
            consultations={consultations}
            onCancel={() => setWriting(false)}
            onSave={async (input) => {
              const answer = await create.mutateAsync(input);
              toast.show({ type: 'success', title: answer.message });
              setWriting(false);
            }}
          />
        </div>
      ) : null}
      {notes.isPending ? (
        <Loading label="Cargando notas" />
      ) : notes.isError ? (
        <LoadError error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.notes.length === 0 ? (
        <p className="card p-6 text-center text-sm text-gray-600">Aún no hay notas de sesión.</p>
      ) : (
        <ul className="space-y-3" aria-label="Notas de sesión">
          {notes.data.notes.map((note) => (
            <NoteCard key={note.id} note={note} memberId={memberId} consultations={consultations} />
          ))}
        </ul>
      )}
    </section>
  );
}
