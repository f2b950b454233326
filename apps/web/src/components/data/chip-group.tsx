import clsx from 'clsx';

/**
 * A row of toggle chips for one filter (plan, level, category): `aria-pressed` tells a screen reader which
 * one is on; `undefined` is the "all" option.
 */
export function ChipGroup<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly (readonly [T | undefined, string])[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={label}>
      {options.map(([option, text]) => {
        const active = value === option;
        return (
          <button
            key={option ?? 'all'}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option)}
            className={clsx(
              'rounded-full border px-3 py-1 text-sm transition',
              active
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-gray-200 bg-white text-gray-700 hover:border-brand-300',
            )}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}
