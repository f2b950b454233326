import { useState, type FormEvent } from 'react';
import { ClipboardCheck } from 'lucide-react';
import {
  WEEKDAYS,
  describeCadence,
  formatAnswer,
  type Cadence,
  type CheckIn,
} from '@vitalia/shared/check-ins';
import { formatShortDate } from '@vitalia/shared/dates';
import { Loading, LoadError } from '@/components/data/load-states';
import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';
import { useAssignCheckIn } from '../api/assign-check-in';
import { useCommentCheckIn } from '../api/comment-check-in';
import { useCreateCheckInForm } from '../api/create-check-in-form';
import { useCheckInForms } from '../api/get-check-in-forms';
import { useClientCheckIns } from '../api/get-client-check-ins';
import { useStopCheckIn } from '../api/stop-check-in';
import { CheckInTrends } from './check-in-trends';

const dayOf = (isoDate: string) => formatShortDate(`${isoDate}T12:00:00Z`);
const STATUS_LABELS: Record<CheckIn['status'], string> = {
  due: 'Pendiente',
  answered: 'Respondido',
  missed: 'No respondido',
  cancelled: 'Cancelado',
};

/** Gives a form (hers, or a template made hers on the way) with its cadence. */
function AssignForm({ memberId }: { memberId: number }) {
  const forms = useCheckInForms();
  const create = useCreateCheckInForm();
  const assign = useAssignCheckIn(memberId);
  const toast = useToast();
  const [choice, setChoice] = useState('');
  const [cadence, setCadence] = useState('weekly:1');
  const [error, setError] = useState<string | null>(null);
  if (forms.isPending) return <Loading label="Cargando tus formularios…" />;
  if (forms.isError) return <LoadError error={forms.error} onRetry={() => void forms.refetch()} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const [kind, amount] = cadence.split(':');
    const chosen: Cadence =
      kind === 'weekly'
        ? { kind: 'weekly', weekday: Number(amount) }
        : { kind: 'after_answer', days: Number(amount) };
    try {
      const formId = choice.startsWith('plantilla:')
        ? (await create.mutateAsync({ template: choice.slice('plantilla:'.length) })).form.id
        : Number(choice);
      await assign.mutateAsync({ form_id: formId, cadence: chosen });
      toast.show({ type: 'success', title: 'Check-in asignado. Le avisaremos cuando le toque responder.' });
      setChoice('');
    } catch (failure) {
      setError(generalMessage(failure as Error));
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <label className="block text-sm font-medium text-gray-800">
        Formulario
        <select
          className="field-input mt-1 w-full"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          required
        >
          <option value="">Elige un formulario</option>
          {forms.data.forms.map((form) => (
            <option key={form.id} value={form.id}>
              {form.title}
            </option>
          ))}
          {forms.data.templates.map((template) => (
            <option key={template.key} value={`plantilla:${template.key}`}>
              {template.title} (plantilla, {template.questions} preguntas)
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-gray-800">
        Cada cuánto
        <select
          className="field-input mt-1 w-full"
          value={cadence}
          onChange={(event) => setCadence(event.target.value)}
        >
          {WEEKDAYS.map((day, index) => (
            <option key={day} value={`weekly:${index + 1}`}>
              Todos los {day}
            </option>
          ))}
          {[7, 14].map((days) => (
            <option key={days} value={`after_answer:${days}`}>
              {days} días después de cada respuesta
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!choice || assign.isPending || create.isPending}
      >
        Asignar
      </button>
      {error ? (
        <p className="text-sm text-red-700 sm:col-span-3" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function CommentBox({ memberId, checkIn }: { memberId: number; checkIn: CheckIn }) {
  const comment = useCommentCheckIn(memberId);
  const [text, setText] = useState('');
  if (checkIn.comment)
    return (
      <p className="rounded-md bg-brand-50 p-2 text-sm text-gray-800">
        <span className="font-semibold">Tu comentario:</span> {checkIn.comment}
      </p>
    );
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) comment.mutate({ id: checkIn.id, comment: text.trim() });
      }}
    >
      <label className="min-w-0 flex-1 text-sm font-medium text-gray-800">
        Comentar
        <input
          className="field-input mt-1 w-full"
          value={text}
          maxLength={1000}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <button type="submit" className="btn btn-secondary" disabled={!text.trim() || comment.isPending}>
        Enviar comentario
      </button>
      {comment.isError ? (
        <p className="w-full text-sm text-red-700" role="alert">
          {generalMessage(comment.error)}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The chart's check-ins (issue 46): what runs for her and when it is due next, a trend per question, and
 * each answer with the professional's comment.
 */
export function ClientCheckIns({ memberId }: { memberId: number }) {
  const data = useClientCheckIns(memberId);
  const stop = useStopCheckIn(memberId);
  return (
    <section aria-labelledby="check-ins" className="space-y-4">
      <h2 id="check-ins" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <ClipboardCheck aria-hidden className="size-5" /> Check-ins
      </h2>
      <div className="card space-y-3">
        {data.isPending ? <Loading label="Cargando check-ins…" /> : null}
        {data.isError ? <LoadError error={data.error} onRetry={() => void data.refetch()} /> : null}
        {data.data?.assignments.length === 0 ? (
          <p className="text-sm text-gray-600">No tiene check-ins asignados.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {data.data?.assignments.map((assignment) => (
              <li key={assignment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium text-gray-900">{assignment.title}</span>
                  <span className="block text-sm text-gray-600">
                    {describeCadence(assignment.cadence)}
                    {assignment.next_due_on ? ` · próximo: ${dayOf(assignment.next_due_on)}` : ''}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={stop.isPending}
                  onClick={() => stop.mutate(assignment.id)}
                >
                  Dejar de enviar
                </button>
              </li>
            ))}
          </ul>
        )}
        <AssignForm memberId={memberId} />
      </div>
      {data.data ? <CheckInTrends checkIns={data.data.check_ins} /> : null}
      {data.data?.check_ins
        .filter((checkIn) => checkIn.status !== 'due')
        .map((checkIn) => (
          <article
            key={checkIn.id}
            className="card space-y-2"
            aria-label={`${checkIn.title} del ${dayOf(checkIn.due_on)}`}
          >
            <header className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-gray-900">
                {checkIn.title} · {dayOf(checkIn.due_on)}
              </h3>
              <span className="text-sm text-gray-600">{STATUS_LABELS[checkIn.status]}</span>
            </header>
            {checkIn.status === 'answered' ? (
              <>
                <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                  {checkIn.questions.map((question) => (
                    <div key={question.id} className="flex justify-between gap-2">
                      <dt className="text-gray-700">{question.label}</dt>
                      <dd className="font-semibold text-gray-900">
                        {formatAnswer(question, checkIn.answers?.[question.id] ?? null)}
                      </dd>
                    </div>
                  ))}
                </dl>
                <CommentBox memberId={memberId} checkIn={checkIn} />
              </>
            ) : null}
          </article>
        ))}
    </section>
  );
}
