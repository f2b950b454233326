import clsx from 'clsx';

const timeOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('es-CL', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(iso),
  );

/** A day's free times as buttons (the chosen one pressed), in the viewer's zone. */
export function SlotTimes({
  slots,
  chosen,
  onChoose,
  timeZone,
  label,
}: {
  slots: readonly { starts_at: string }[];
  chosen: string | undefined;
  onChoose: (startsAt: string) => void;
  timeZone: string;
  label: string;
}) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={label}>
      {slots.map((slot) => (
        <li key={slot.starts_at}>
          <button
            type="button"
            aria-pressed={chosen === slot.starts_at}
            onClick={() => onChoose(slot.starts_at)}
            className={clsx(
              'min-h-11 w-full rounded-lg border px-3 py-2 text-sm font-semibold',
              chosen === slot.starts_at
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-gray-200 bg-white hover:border-brand-400',
            )}
          >
            {timeOf(slot.starts_at, timeZone)}
          </button>
        </li>
      ))}
    </ul>
  );
}
