import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import {
  CHECK_IN_TEXT_MAX,
  checkAnswers,
  formatAnswer,
  type AnswerValue,
  type CheckIn,
} from '@vitalia/shared/check-ins';
import { formatShortDate } from '@vitalia/shared/dates';
import { CHECK_IN_MESSAGES as M } from '@vitalia/shared/messages/check-ins';
import { ApiError, generalMessage } from '@/lib/api-client';
import { Loading, LoadError } from '@/components/data/load-states';
import { paths } from '@/config/paths';
import { useAnswerCheckIn } from '../api/answer-check-in';
import { useCheckIn } from '../api/get-check-in';
import { QuestionField } from './question-field';

const dayOf = (isoDate: string) => formatShortDate(`${isoDate}T12:00:00Z`);

/** Her answers and her professional's comment, once sent. */
function AnsweredCheckIn({ checkIn }: { checkIn: CheckIn }) {
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 rounded-md bg-brand-50 p-3 text-brand-900" role="status">
        <CheckCircle2 aria-hidden className="size-5" /> {M.answered}
      </p>
      <dl className="card divide-y divide-gray-100">
        {checkIn.questions.map((question) => (
          <div key={question.id} className="flex flex-wrap justify-between gap-2 py-2">
            <dt className="text-gray-700">{question.label}</dt>
            <dd className="font-semibold text-gray-900">
              {formatAnswer(question, checkIn.answers?.[question.id] ?? null)}
            </dd>
          </div>
        ))}
      </dl>
      {checkIn.comment ? (
        <section aria-labelledby="comentario" className="card space-y-1">
          <h2 id="comentario" className="font-semibold text-gray-900">
            Comentario de {checkIn.professional}
          </h2>
          <p className="whitespace-pre-wrap text-gray-800">{checkIn.comment}</p>
        </section>
      ) : null}
      <Link to={paths.messages} className="btn btn-secondary">
        Ir a Mensajes
      </Link>
    </div>
  );
}

/**
 * /check-in/{id} (issue 46): a check-in answered on a phone in under a minute. Each question one large
 * control; the same rule as the server's checks each answer before it is sent.
 */
export function CheckInPage({ id }: { id: number }) {
  const checkIn = useCheckIn(id);
  const answer = useAnswerCheckIn(id);
  const [values, setValues] = useState<Record<string, AnswerValue>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (checkIn.isPending) return <Loading label="Cargando tu check-in…" />;
  if (checkIn.isError) return <LoadError error={checkIn.error} onRetry={() => void checkIn.refetch()} />;
  const data = checkIn.data.check_in;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAnswers(data.questions, values);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    answer.mutate(checked.answers, {
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      },
    });
  };
  const apiError = answer.error instanceof ApiError ? answer.error : null;
  // Field errors show by their questions; anything else (no consent, closed) above the button.
  const refusal =
    apiError && !apiError.fieldErrors ? (apiError.serverMessage ?? generalMessage(apiError)) : null;

  return (
    <div className="mx-auto max-w-xl space-y-4">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900">{data.title}</h1>
        <p className="mt-1 text-gray-600">
          De {data.professional} · para el {dayOf(data.due_on)}
        </p>
      </header>
      {data.status === 'answered' ? (
        <AnsweredCheckIn checkIn={data} />
      ) : data.status !== 'due' ? (
        <p className="card text-gray-700">{M.closed}</p>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          {data.questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              value={values[question.id] ?? null}
              error={errors[question.id]}
              onChange={(value) => {
                setValues((all) => ({ ...all, [question.id]: value }));
                // Answered: its error goes (the rest stay until she answers them).
                setErrors(({ [question.id]: _answered, ...rest }) => rest);
              }}
            />
          ))}
          {refusal ? (
            <p className="rounded-md bg-red-50 p-3 text-red-800" role="alert">
              {refusal}{' '}
              {apiError?.status === 403 ? (
                <Link to={paths.profile} className="font-semibold underline">
                  Ir a Mi Perfil
                </Link>
              ) : null}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={answer.isPending}>
            {answer.isPending ? 'Enviando…' : 'Enviar check-in'}
          </button>
          <p className="text-xs text-gray-600">
            Tus respuestas las lee solo tu equipo. Las respuestas de texto pueden tener hasta{' '}
            {CHECK_IN_TEXT_MAX} caracteres.
          </p>
        </form>
      )}
    </div>
  );
}
