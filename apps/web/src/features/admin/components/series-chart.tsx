import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface Series {
  key: string;
  name: string;
  color: string;
}

const AXIS = { fontSize: 11, fill: '#6b7280' };
const MARGIN = { top: 8, right: 8, left: -16, bottom: 0 };

/**
 * A line or bar chart of labelled rows. Recharts' own keyboard layer is off: the drawing is aria-hidden
 * and the ChartCard's table is the accessible view of the same numbers.
 */
export function SeriesChart({
  kind,
  rows,
  series,
  format,
}: {
  kind: 'line' | 'bar';
  rows: Record<string, string | number>[];
  series: Series[];
  format?: (value: number) => string;
}) {
  const axes = [
    <CartesianGrid key="grid" stroke="#e5e7eb" vertical={false} />,
    <XAxis key="x" dataKey="label" tick={AXIS} minTickGap={16} />,
    <YAxis
      key="y"
      allowDecimals={false}
      tick={AXIS}
      tickFormatter={format ? (value: number) => format(value) : undefined}
    />,
    <Tooltip key="tooltip" formatter={format ? (value) => format(Number(value)) : undefined} />,
  ];
  return (
    <ResponsiveContainer width="100%" height="100%">
      {kind === 'line' ? (
        <LineChart accessibilityLayer={false} data={rows} margin={MARGIN}>
          {axes}
          {series.map((line) => (
            <Line
              key={line.key}
              type="linear"
              dataKey={line.key}
              name={line.name}
              stroke={line.color}
              strokeWidth={2}
              dot={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart accessibilityLayer={false} data={rows} margin={format ? { ...MARGIN, left: 8 } : MARGIN}>
          {axes}
          {series.map((bar) => (
            <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={bar.color} radius={[4, 4, 0, 0]} />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
