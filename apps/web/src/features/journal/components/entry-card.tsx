import type { ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';
import { formatTime, formatShortDateTime } from '@vitalia/shared/dates';
import { COMPANY_LABELS, EMOTION_LABELS, PLACE_LABELS, type JournalEntry } from '@vitalia/shared/journal';
import { MEAL_LABELS } from '@vitalia/shared/meal-plans';

/**
 * One logged meal: what, when, the photo, how hungry and how she felt, and her professional's comments.
 * `actions` holds what the reader may do (delete it, for her; comment, for her professional).
 */
export function EntryCard({ entry, actions }: { entry: JournalEntry; actions?: ReactNode }) {
  const facts = [
    entry.hunger_before !== null ? `Hambre antes: ${entry.hunger_before}/10` : null,
    entry.hunger_after !== null ? `Hambre después: ${entry.hunger_after}/10` : null,
    entry.emotion ? EMOTION_LABELS[entry.emotion] : null,
    entry.place ? PLACE_LABELS[entry.place] : null,
    entry.company ? COMPANY_LABELS[entry.company] : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <article
      id={`registro-${entry.id}`}
      className="card space-y-3"
      aria-labelledby={`registro-${entry.id}-t`}
    >
      <header className="flex items-baseline justify-between gap-2">
        <h3 id={`registro-${entry.id}-t`} className="font-semibold text-gray-900">
          {MEAL_LABELS[entry.meal]}
        </h3>
        <time dateTime={entry.eaten_at} className="text-sm tabular-nums text-gray-600">
          {formatTime(entry.eaten_at)}
        </time>
      </header>
      {entry.photo ? (
        <img
          src={entry.photo.url}
          width={entry.photo.width}
          height={entry.photo.height}
          loading="lazy"
          alt={`Foto de ${MEAL_LABELS[entry.meal].toLowerCase()}`}
          className="h-auto max-h-72 w-full rounded-md bg-gray-100 object-cover"
        />
      ) : null}
      {entry.description ? <p className="whitespace-pre-line text-gray-800">{entry.description}</p> : null}
      {entry.foods.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Alimentos">
          {entry.foods.map((food) => (
            <li key={food.food_id} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
              {food.name} · {food.grams} g
            </li>
          ))}
        </ul>
      ) : null}
      {facts.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {entry.comments.length > 0 ? (
        <ul className="space-y-2" aria-label="Comentarios">
          {entry.comments.map((comment) => (
            <li key={comment.id} className="flex gap-2 rounded-md bg-brand-50 p-3 text-sm text-gray-800">
              <MessageCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <div>
                <p>
                  <span className="font-semibold">{comment.author}</span>{' '}
                  <span className="text-gray-600">· {formatShortDateTime(comment.created_at)}</span>
                </p>
                <p className="whitespace-pre-line">{comment.body}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {actions}
    </article>
  );
}
