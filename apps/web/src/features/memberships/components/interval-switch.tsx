import clsx from 'clsx';
import type { BillingInterval } from '@vitalia/shared/commerce';

const OPTIONS: Array<[BillingInterval, string]> = [
  ['month', 'Mensual'],
  ['year', 'Anual (2 meses gratis)'],
];

/** Monthly or yearly prices: a radio group, so arrows and screen readers work as expected. */
export function IntervalSwitch({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-gray-200">
      <legend className="sr-only">Frecuencia de pago</legend>
      {OPTIONS.map(([option, label]) => (
        <label
          key={option}
          className={clsx(
            'cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sun-400',
            value === option ? 'bg-brand-700 text-white' : 'text-gray-700 hover:text-brand-800',
          )}
        >
          <input
            type="radio"
            name="billing-interval"
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="sr-only"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
