import { useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CheckIn } from '@vitalia/shared/check-ins';
import { formatShortDate } from '@vitalia/shared/dates';
import { ChartCard } from '@/components/ui/chart-card';
import { formatDecimal } from '@/utils/format';

/** The questions answered with a number (a scale or a measure), by form and question, oldest answer first. */
function numericSeries(checkIns: CheckIn[]) {
  const answered = checkIns.filter((checkIn) => checkIn.status === 'answered').reverse();
  const series = new Map<
    string,
    { label: string; unit: string; points: { label: string; value: number }[] }
  >();
  for (const checkIn of answered) {
    for (const question of checkIn.questions) {
      if (question.kind !== 'scale' && question.kind !== 'number') continue;
      const value = checkIn.answers?.[question.id];
      if (typeof value !== 'number') continue;
      const key = `${checkIn.title}:${question.id}`;
      const entry = series.get(key) ?? {
        label: question.label,
        unit: question.kind === 'scale' ? 'de 1 a 10' : (question.unit ?? ''),
        points: [],
      };
      entry.points.push({ label: formatShortDate(`${checkIn.due_on}T12:00:00Z`), value });
      series.set(key, entry);
    }
  }
  return [...series.entries()].filter(([, entry]) => entry.points.length > 0);
}

/** A trend per question of her check-ins: one chart at a time, chosen from a list. */
export function CheckInTrends({ checkIns }: { checkIns: CheckIn[] }) {
  const series = numericSeries(checkIns);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = series.find(([key]) => key === chosen) ?? series[0];
  if (!current) return null;
  const [currentKey, { label, unit, points }] = current;
  return (
    <div className="space-y-2">
      <label className="block text-sm font-medium text-gray-800">
        Tendencia
        <select
          className="field-input mt-1 w-full"
          value={currentKey}
          onChange={(event) => setChosen(event.target.value)}
        >
          {series.map(([key, entry]) => (
            <option key={key} value={key}>
              {entry.label}
            </option>
          ))}
        </select>
      </label>
      <ChartCard
        title={`${label}${unit ? ` (${unit})` : ''}`}
        rows={points}
        labelKey="label"
        labelHeader="Fecha"
        columns={[{ key: 'value', label: 'Respuesta', format: formatDecimal }]}
        isEmpty={points.length === 0}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
            data={points}
            margin={{ top: 8, right: 8, left: -8, bottom: 0 }}
          >
            <CartesianGrid stroke="#e5e7eb" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#6b7280' }} minTickGap={16} />
            <YAxis domain={['auto', 'auto']} tick={{ fontSize: 11, fill: '#6b7280' }} width={40} />
            <Tooltip formatter={(value) => formatDecimal(Number(value))} />
            <Line type="monotone" dataKey="value" stroke="#0f766e" strokeWidth={2} dot={{ r: 3 }} />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
