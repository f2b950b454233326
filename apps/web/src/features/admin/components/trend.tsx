import { formatCount } from '@/utils/format';

/** "▲ 12 % frente al período anterior" (or ▼, or "sin cambio"); read in full by screen readers. */
export function Trend({ current, previous }: { current: number; previous: number }) {
  if (current === previous) return <span className="text-gray-500">· sin cambio</span>;
  const up = current > previous;
  const change =
    previous === 0
      ? `+${formatCount(current)}`
      : `${up ? '+' : '−'}${formatCount(Math.round((Math.abs(current - previous) / previous) * 100))} %`;
  return (
    <span className={up ? 'text-green-700' : 'text-red-700'}>
      <span aria-hidden>{up ? '▲' : '▼'} </span>
      {change}
      <span className="sr-only"> frente al período anterior</span>
    </span>
  );
}
