import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDecimal } from '@/utils/format';

/**
 * One measure over time as a line (weight, waist…), drawn inside a ChartCard, whose table twin gives the
 * same numbers to a screen reader: the drawing itself is hidden from it. A goal is a dashed line the axis
 * stretches to show.
 */
export function MeasureLineChart({
  data,
  name,
  goal = null,
}: {
  data: { label: string; value: number }[];
  name: string;
  goal?: number | null;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, left: -8, bottom: 0 }}>
        <CartesianGrid stroke="#e5e7eb" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#6b7280' }} minTickGap={16} />
        <YAxis
          domain={['auto', 'auto']}
          tick={{ fontSize: 11, fill: '#6b7280' }}
          tickFormatter={(value: number) => formatDecimal(value)}
        />
        <Tooltip formatter={(value) => formatDecimal(Number(value))} />
        {goal === null ? null : (
          <ReferenceLine
            y={goal}
            stroke="#b45309"
            strokeDasharray="6 4"
            ifOverflow="extendDomain"
            label={{
              value: `Meta ${formatDecimal(goal)}`,
              position: 'insideTopRight',
              fill: '#92400e',
              fontSize: 11,
            }}
          />
        )}
        <Line type="linear" dataKey="value" name={name} stroke="#0f766e" strokeWidth={2} />
      </LineChart>
    </ResponsiveContainer>
  );
}
