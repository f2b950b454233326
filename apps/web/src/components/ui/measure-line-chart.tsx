import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDecimal } from '@/utils/format';

/**
 * One measure over time as a line (weight, waist…), drawn inside a ChartCard, whose table twin gives the
 * same numbers to a screen reader: the drawing itself is hidden from it.
 */
export function MeasureLineChart({ data, name }: { data: { label: string; value: number }[]; name: string }) {
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
        <Line type="linear" dataKey="value" name={name} stroke="#0f766e" strokeWidth={2} />
      </LineChart>
    </ResponsiveContainer>
  );
}
