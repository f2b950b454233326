import { formatCount } from '@/utils/format';

/**
 * "▲ 12 % frente al período anterior" (or ▼, or "sin cambio"); read in full by screen readers. From zero
 * the change is the amount itself, in the figure's own unit (`format`: pesos for revenue).
 */
export function Trend({
  current,
  previous,
  format = formatCount,
}: {
  current: number;
  previous: number;
  format?: (value: number) => string;
}) {
  if (current === previous) return <span className="text-gray-500">· sin cambio</span>;
  const up = current > previous;
  const change =
    previous === 0
      ? `+${format(current)}`
      : `${up ? '+' : '−'}${formatCount(Math.round((Math.abs(current - previous) / previous) * 100))} %`;
  return (
    <span className={up ? 'text-green-700' : 'text-red-700'}>
      <span aria-hidden>{up ? '▲' : '▼'} </span>
      {change}
      <span className="sr-only"> frente al período anterior</span>
    </span>
  );
}
