import { useState } from 'react';
import { NotebookPen } from 'lucide-react';
import { JOURNAL_COMMENT_MAX } from '@vitalia/shared/journal';
import { Loading, LoadError } from '@/components/data/load-states';
import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';
import { useCommentJournalEntry } from '../api/comment-entry';
import { useClientJournal } from '../api/get-client-journal';
import { addDays, byChileDay, longDayOf, todayInChile } from '../days';
import { EntryCard } from './entry-card';

function CommentForm({ entryId }: { entryId: number }) {
  const comment = useCommentJournalEntry();
  const toast = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        comment.mutate(
          { id: entryId, body: text.trim() },
          {
            onSuccess: () => {
              setText('');
              toast.show({ type: 'success', title: 'Comentario enviado. Le avisamos en su campana.' });
            },
            onError: (failure) => setError(generalMessage(failure)),
          },
        );
      }}
    >
      <label className="min-w-0 flex-1 text-sm font-medium text-gray-800">
        Comentar
        <input
          className="field-input mt-1 w-full"
          value={text}
          maxLength={JOURNAL_COMMENT_MAX}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <button type="submit" className="btn btn-secondary" disabled={!text.trim() || comment.isPending}>
        Enviar comentario
      </button>
      {error ? (
        <p className="field-error w-full" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * A client's food journal in her chart (issue 47): the last two weeks by day, newest first, each meal with
 * its photo and a comment box. Opening it is audited on the server.
 */
export function ClientJournal({ memberId }: { memberId: number }) {
  const to = todayInChile();
  const [from, setFrom] = useState(() => addDays(to, -13));
  const journal = useClientJournal(memberId, from, to);
  // Newest day first, each day's meals in the order she ate them.
  const days = [...byChileDay(journal.data?.entries ?? [])].reverse();
  return (
    <section aria-labelledby="diario-cliente" className="card space-y-3">
      <h2 id="diario-cliente" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <NotebookPen aria-hidden className="size-5 text-brand-700" />
        Diario de comidas
      </h2>
      {journal.isPending ? <Loading label="Cargando su diario…" /> : null}
      {journal.isError ? <LoadError error={journal.error} onRetry={() => void journal.refetch()} /> : null}
      {journal.isSuccess && days.length === 0 ? (
        <p className="text-sm text-gray-600">No registró comidas en estos días.</p>
      ) : null}
      {days.map(([day, entries]) => (
        <div key={day} className="space-y-2">
          <h3 className="text-sm font-semibold text-gray-700 first-letter:uppercase">{longDayOf(day)}</h3>
          {entries.map((entry) => (
            <EntryCard key={entry.id} entry={entry} actions={<CommentForm entryId={entry.id} />} />
          ))}
        </div>
      ))}
      {journal.isSuccess && addDays(to, -27) < from ? (
        <button type="button" className="btn btn-ghost" onClick={() => setFrom(addDays(to, -27))}>
          Ver cuatro semanas
        </button>
      ) : null}
    </section>
  );
}
