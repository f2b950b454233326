import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Ruler } from 'lucide-react';
import { CreateMeasurementSchema, type ClientChart, type Measurement } from '@vitalia/shared/practice';
import { bmiCategory, MEASURES, type MeasureKey } from '@vitalia/shared/practice-rules';
import { formatDateTime } from '@vitalia/shared/dates';
import { dateIn } from '@vitalia/shared/scheduling-rules';
import { ChartCard } from '@/components/ui/chart-card';
import { MeasureLineChart } from '@/components/ui/measure-line-chart';
import { TextField } from '@/components/ui/form-field';
import { DateField } from '@/components/ui/date-fields';
import { Loading, LoadError } from '@/components/data/load-states';
import { useToast } from '@/components/ui/toast';
import { applyServerErrors } from '@/lib/server-form-errors';
import { decimalOf, formatDecimal } from '@/utils/format';
import { useClientMeasurements } from '../api/get-client-measurements';
import { useCreateMeasurement } from '../api/create-measurement';
import { ConsultationField } from './consultation-field';
import { FormActions } from '@/components/ui/form-actions';

const ZONE = 'America/Santiago';
const FORM_MEASURES: MeasureKey[] = [
  'weight_kg',
  'height_cm',
  'waist_cm',
  'hip_cm',
  'body_fat_pct',
  'systolic_mmhg',
  'diastolic_mmhg',
];
type MeasureValues = Record<MeasureKey, string> & { date: string; appointment_id: string };

/** Which series the chart shows, each from the measurements' own fields. */
const CHARTS = {
  weight_kg: { label: 'Peso', unit: 'kg', pick: (row: Measurement) => row.weight_kg },
  bmi: { label: 'IMC', unit: '', pick: (row: Measurement) => row.bmi },
  waist_cm: { label: 'Cintura', unit: 'cm', pick: (row: Measurement) => row.waist_cm },
  hip_cm: { label: 'Cadera', unit: 'cm', pick: (row: Measurement) => row.hip_cm },
  body_fat_pct: { label: 'Grasa corporal', unit: '%', pick: (row: Measurement) => row.body_fat_pct },
  systolic_mmhg: { label: 'Presión sistólica', unit: 'mmHg', pick: (row: Measurement) => row.systolic_mmhg },
} as const;
type ChartKey = keyof typeof CHARTS;

function MeasurementForm({
  memberId,
  consultations,
  onDone,
}: {
  memberId: number;
  consultations: ClientChart['consultations'];
  onDone: () => void;
}) {
  const today = dateIn(Date.now(), ZONE);
  const create = useCreateMeasurement(memberId);
  const toast = useToast();
  const { register, handleSubmit, setError, formState, control } = useForm<MeasureValues>({
    defaultValues: {
      date: today,
      appointment_id: '',
      ...(Object.fromEntries(FORM_MEASURES.map((key) => [key, ''])) as Record<MeasureKey, string>),
    },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    const payload = {
      // Today: now; an earlier day: its noon (the day is what she means).
      taken_at:
        values.date && values.date !== today ? new Date(`${values.date}T12:00`).toISOString() : undefined,
      appointment_id: values.appointment_id ? Number(values.appointment_id) : null,
      ...Object.fromEntries(FORM_MEASURES.map((key) => [key, decimalOf(values[key])])),
    };
    const checked = CreateMeasurementSchema.safeParse(payload);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? 'weight_kg');
        setError((field === 'taken_at' ? 'date' : field) as keyof MeasureValues, { message: issue.message });
      }
      return;
    }
    try {
      const answer = await create.mutateAsync(payload);
      toast.show({ type: 'success', title: answer.message });
      onDone();
    } catch (error) {
      const message = applyServerErrors(error, setError, [...FORM_MEASURES, 'appointment_id']);
      if (message) setError('root', { message });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="card space-y-4" aria-label="Registrar medidas">
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField control={control} name="date" label="Fecha" max={today} error={errors.date?.message} />
        <ConsultationField
          consultations={consultations}
          error={errors.appointment_id?.message}
          field={register('appointment_id')}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FORM_MEASURES.map((key) => (
          <TextField
            key={key}
            label={`${MEASURES[key].label} (${MEASURES[key].unit})`}
            inputMode="decimal"
            autoComplete="off"
            error={errors[key]?.message}
            {...register(key)}
          />
        ))}
      </div>
      <FormActions
        error={errors.root?.message}
        pending={formState.isSubmitting}
        submitLabel="Guardar medidas"
        onCancel={onDone}
      />
    </form>
  );
}

const show = (value: number | null, unit = '') =>
  value === null ? '—' : `${formatDecimal(value)}${unit ? ` ${unit}` : ''}`;

/** Measures taken in consultation (issue 45 §3): a form, one chart per measure, and every row in a table. */
export function MeasurementsPanel({
  memberId,
  consultations,
}: {
  memberId: number;
  consultations: ClientChart['consultations'];
}) {
  const measurements = useClientMeasurements(memberId);
  const [adding, setAdding] = useState(false);
  const [chart, setChart] = useState<ChartKey>('weight_kg');
  const rows = measurements.data?.measurements ?? [];
  const latest = rows.at(-1);
  const series = CHARTS[chart];
  const points = rows
    .filter((row) => series.pick(row) !== null)
    .map((row) => ({ label: formatDateTime(row.taken_at).slice(0, 10), value: series.pick(row) ?? 0 }));
  return (
    <section aria-labelledby="medidas" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="medidas" className="text-lg font-semibold text-gray-900">
          Medidas
        </h2>
        {adding ? null : (
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            <Ruler aria-hidden className="size-4" /> Registrar medidas
          </button>
        )}
      </div>
      {adding ? (
        <MeasurementForm memberId={memberId} consultations={consultations} onDone={() => setAdding(false)} />
      ) : null}
      {measurements.isPending ? (
        <Loading label="Cargando medidas" />
      ) : measurements.isError ? (
        <LoadError error={measurements.error} onRetry={() => void measurements.refetch()} />
      ) : rows.length === 0 ? (
        <p className="card p-6 text-center text-sm text-gray-600">Aún no hay medidas registradas.</p>
      ) : (
        <>
          {latest?.bmi != null ? (
            <p className="text-sm text-gray-700">
              Último IMC: <strong>{formatDecimal(latest.bmi)}</strong> ({bmiCategory(latest.bmi)})
            </p>
          ) : null}
          <div role="group" aria-label="Medida del gráfico" className="flex flex-wrap gap-2">
            {(Object.keys(CHARTS) as ChartKey[]).map((key) => (
              <button
                key={key}
                type="button"
                aria-pressed={chart === key}
                className={`rounded-full px-3 py-1 text-sm font-semibold ${
                  chart === key ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-800 hover:bg-brand-100'
                }`}
                onClick={() => setChart(key)}
              >
                {CHARTS[key].label}
              </button>
            ))}
          </div>
          <ChartCard
            title={`${series.label}${series.unit ? ` (${series.unit})` : ''}`}
            rows={points}
            labelKey="label"
            labelHeader="Fecha"
            columns={[{ key: 'value', label: series.label, format: formatDecimal }]}
            isEmpty={points.length === 0}
          >
            <MeasureLineChart data={points} name={series.label} />
          </ChartCard>
          <div className="card overflow-x-auto p-0" tabIndex={0} role="region" aria-label="Todas las medidas">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Todas las medidas</caption>
              <thead className="bg-gray-50 text-xs text-gray-500 uppercase">
                <tr>
                  {[
                    'Fecha',
                    'Peso',
                    'Estatura',
                    'IMC',
                    'Cintura',
                    'Cadera',
                    'Grasa',
                    'Presión',
                    'Registró',
                  ].map((header) => (
                    <th key={header} scope="col" className="px-3 py-2">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {[...rows].reverse().map((row) => (
                  <tr key={row.id}>
                    <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                      {formatDateTime(row.taken_at).slice(0, 10)}
                    </th>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">{show(row.weight_kg, 'kg')}</td>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">{show(row.height_cm, 'cm')}</td>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">{show(row.bmi)}</td>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">{show(row.waist_cm, 'cm')}</td>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">{show(row.hip_cm, 'cm')}</td>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                      {show(row.body_fat_pct, '%')}
                    </td>
                    <td className="px-3 py-2 tabular-nums whitespace-nowrap">
                      {row.systolic_mmhg === null ? '—' : `${row.systolic_mmhg}/${row.diastolic_mmhg}`}
                    </td>
                    <td className="px-3 py-2">{row.recorded_by}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
