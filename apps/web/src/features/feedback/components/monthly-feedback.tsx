import { useEffect, useState } from 'react';
import { Star } from 'lucide-react';
import clsx from 'clsx';
import { LOCAL_STORAGE_KEYS } from '@vitalia/shared/constants/app';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_DEFAULT_RATING,
  FEEDBACK_ERROR_MS,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_PROMPT_DELAY_MS,
  FEEDBACK_SUCCESS_CLOSE_MS,
} from '@vitalia/shared/constants/member';
import { FEEDBACK_MESSAGES } from '@vitalia/shared/messages/member';
import { santiagoDate, shouldPromptFeedback } from '@vitalia/shared/member-rules';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { FormAlert } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { storage } from '@/utils/local-storage';
import { useSendFeedback } from '../api/send-feedback';

const CATEGORY_LABELS: Record<(typeof FEEDBACK_CATEGORIES)[number], string> = {
  general: 'General',
  content: 'Contenido',
  technical: 'Técnico',
  suggestion: 'Sugerencia',
};

/** SPEC §4/§5 monthly feedback: opens on day 4 after 3 s, once a month, never for admins. */
export function MonthlyFeedback({
  signedIn,
  isAdmin,
  promptDay,
  now = () => new Date(),
}: {
  signedIn: boolean;
  isAdmin: boolean;
  /** The admin's setting; undefined while it loads (nothing opens until it is known). */
  promptDay: number | undefined;
  now?: () => Date;
}) {
  const toast = useToast();
  const send = useSendFeedback();
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [rating, setRating] = useState(FEEDBACK_DEFAULT_RATING);
  const [category, setCategory] = useState<(typeof FEEDBACK_CATEGORIES)[number]>('general');
  const [accepted, setAccepted] = useState(false);
  const [result, setResult] = useState<'success' | 'error' | null>(null);

  useEffect(() => {
    if (promptDay === undefined) return;
    const today = now();
    const eligible = shouldPromptFeedback({
      promptDay,
      now: today,
      signedIn,
      isAdmin,
      sentMonth: storage.get(LOCAL_STORAGE_KEYS.feedbackSentMonth),
      shownOn: storage.get(LOCAL_STORAGE_KEYS.feedbackModalShownToday),
    });
    if (!eligible) return;
    const timer = window.setTimeout(() => {
      storage.set(LOCAL_STORAGE_KEYS.feedbackModalShownToday, santiagoDate(today));
      setOpen(true);
    }, FEEDBACK_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Decided once per arrival on the page.
  }, [signedIn, isAdmin, promptDay]);

  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(
      () => {
        if (result === 'success') setOpen(false);
        setResult(null);
      },
      result === 'success' ? FEEDBACK_SUCCESS_CLOSE_MS : FEEDBACK_ERROR_MS,
    );
    return () => window.clearTimeout(timer);
  }, [result]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      toast.show({ type: 'error', title: FEEDBACK_MESSAGES.termsRequired });
      return;
    }
    send.mutate(
      { message: comment.trim(), rating, category, accepted_terms: true },
      {
        onSuccess: () => {
          storage.set(LOCAL_STORAGE_KEYS.feedbackSentMonth, santiagoDate(now()).slice(0, 7));
          setResult('success');
        },
        onError: () => setResult('error'),
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title="¿Cómo ha sido tu experiencia este mes?"
      size="md"
    >
      {result === 'success' ? (
        <FormAlert tone="success">{FEEDBACK_MESSAGES.success}</FormAlert>
      ) : (
        <form onSubmit={submit} className="space-y-5" aria-label="Enviar feedback">
          {result === 'error' ? <FormAlert>{FEEDBACK_MESSAGES.failure}</FormAlert> : null}
          <fieldset>
            <legend className="field-label">Tu valoración</legend>
            <div className="flex gap-1" role="radiogroup" aria-label="Valoración de 1 a 5 estrellas">
              {[1, 2, 3, 4, 5].map((value) => (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={rating === value}
                  aria-label={`${value} ${value === 1 ? 'estrella' : 'estrellas'}`}
                  onClick={() => setRating(value)}
                  className="rounded p-1"
                >
                  <Star
                    aria-hidden
                    className={clsx(
                      'size-7',
                      value <= rating ? 'fill-sun-400 text-sun-500' : 'text-gray-300',
                    )}
                  />
                </button>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="feedback-category" className="field-label">
              Categoría
            </label>
            <select
              id="feedback-category"
              className="field-input"
              value={category}
              onChange={(event) => setCategory(event.target.value as typeof category)}
            >
              {FEEDBACK_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {CATEGORY_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="feedback-comment" className="field-label">
              Comentario
            </label>
            <textarea
              id="feedback-comment"
              className="field-input min-h-24"
              maxLength={FEEDBACK_MAX_CHARS}
              value={comment}
              onChange={(event) => setComment(event.target.value.slice(0, FEEDBACK_MAX_CHARS))}
              aria-describedby="feedback-counter"
            />
            <p id="feedback-counter" className="mt-1 text-right text-xs text-gray-500">
              {comment.length}/{FEEDBACK_MAX_CHARS}
            </p>
          </div>
          <label className="flex items-start gap-3 text-sm text-gray-700">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-700"
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
            />
            <span>
              Acepto las{' '}
              <a
                href={paths.privacy}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 underline"
              >
                políticas de privacidad
              </a>{' '}
              y los{' '}
              <a
                href={paths.terms}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 underline"
              >
                términos y condiciones
              </a>
              .
            </span>
          </label>
          <button
            type="submit"
            className="btn-primary w-full"
            disabled={!accepted || !comment.trim() || send.isPending}
          >
            {send.isPending ? 'Enviando...' : 'Enviar'}
          </button>
        </form>
      )}
    </Modal>
  );
}
