import { useState } from 'react';
import clsx from 'clsx';

export type When = 'upcoming' | 'past';
const CHOICES = [
  ['upcoming', 'Próximas'],
  ['past', 'Pasadas y canceladas'],
] as const;

/** "Próximas" / "Pasadas y canceladas": which appointments or classes a list shows (a pressed button each). */
export function WhenToggle({ value, onChange }: { value: When; onChange: (when: When) => void }) {
  return (
    <div
      className="inline-flex rounded-lg border border-gray-200 bg-white p-1"
      role="group"
      aria-label="Mostrar"
    >
      {CHOICES.map(([choice, label]) => (
        <button
          key={choice}
          type="button"
          aria-pressed={value === choice}
          onClick={() => onChange(choice)}
          className={clsx(
            'rounded-md px-3 py-1.5 text-sm font-medium',
            value === choice ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-50',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** A list's "Próximas / Pasadas" choice and page, the page going back to 1 when the choice changes. */
export function useWhenPages() {
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const toggle = (
    <WhenToggle
      value={when}
      onChange={(value) => {
        setWhen(value);
        setPage(1);
      }}
    />
  );
  return { when, page, setPage, toggle };
}
