import { useState, type FormEvent } from 'react';
import { Ruler } from 'lucide-react';
import { formatShortDate } from '@vitalia/shared/dates';
import { MEASURES } from '@vitalia/shared/practice-rules';
import { OWN_MEASURES, OwnMeasurementInputSchema, type OwnMeasure } from '@vitalia/shared/progress';
import { Loading, LoadError } from '@/components/data/load-states';
import { ChipGroup } from '@/components/data/chip-group';
import { ChartCard } from '@/components/ui/chart-card';
import { MeasureLineChart } from '@/components/ui/measure-line-chart';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { formErrorsOf } from '@/lib/api-client';
import { formatDecimal } from '@/utils/format';
import { useProgressMetrics } from '../api/get-metrics';
import { useRecordMeasurement } from '../api/record-measurement';
import { ProgressPhotos } from './progress-photos';

/** "68,5" or "68.5" (Chile writes a decimal comma); empty is "not measured". */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));
const EMPTY = Object.fromEntries(OWN_MEASURES.map((key) => [key, ''])) as Record<OwnMeasure, string>;

/** What she measured today at home: any of the four, checked here and again by the server. */
function OwnMeasurementForm({ onDone }: { onDone: () => void }) {
  const record = useRecordMeasurement();
  const toast = useToast();
  const [clientId] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const input = {
      client_id: clientId,
      taken_at: new Date().toISOString(),
      ...Object.fromEntries(OWN_MEASURES.map((key) => [key, numberOf(values[key])])),
    };
    const checked = OwnMeasurementInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    try {
      const answer = await record.mutateAsync(checked.data);
      toast.show({ type: 'success', title: answer.message });
      onDone();
    } catch (failure) {
      const { fields, form } = formErrorsOf(failure as Error);
      setErrors(fields);
      setFormError(form);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="card space-y-4"
      aria-label="Registrar mis medidas"
    >
      <p className="text-sm text-gray-700">Anota lo que mediste hoy; deja en blanco lo que no.</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {OWN_MEASURES.map((key) => (
          <TextField
            key={key}
            label={`${MEASURES[key].label} (${MEASURES[key].unit})`}
            inputMode="decimal"
            autoComplete="off"
            value={values[key]}
            error={errors[key]}
            onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
          />
        ))}
      </div>
      {formError ? (
        <p role="alert" className="field-error">
          {formError}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={record.isPending}>
          {record.isPending ? 'Guardando…' : 'Guardar medidas'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  );
}

/**
 * /progreso: her measures over time (issue 47), what she took at home beside what her professionals took in
 * consultation, one chart at a time with its table twin.
 */
export function ProgressPage() {
  const metrics = useProgressMetrics();
  const [adding, setAdding] = useState(false);
  const [chosen, setChosen] = useState<OwnMeasure>('weight_kg');
  const metric = metrics.data?.metrics.find((item) => item.key === chosen);
  const rows = (metric?.points ?? []).map((point) => ({
    label: formatShortDate(point.taken_at),
    value: point.value,
    who: point.source === 'member' ? 'Tú' : 'Tu profesional',
  }));
  const change = metric?.first != null && metric.latest != null ? metric.latest - metric.first : null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold text-gray-900">Mi progreso</h1>
          <p className="text-gray-700">Tus medidas en el tiempo: las que anotas tú y las de tus consultas.</p>
        </div>
        {adding ? null : (
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            <Ruler aria-hidden className="size-4" /> Registrar mis medidas
          </button>
        )}
      </header>
      {adding ? <OwnMeasurementForm onDone={() => setAdding(false)} /> : null}
      {metrics.isPending ? <Loading label="Cargando tus medidas…" /> : null}
      {metrics.isError ? <LoadError error={metrics.error} onRetry={() => void metrics.refetch()} /> : null}
      {metrics.isSuccess ? (
        <>
          <ChipGroup
            label="Medida del gráfico"
            options={metrics.data.metrics.map((item) => [item.key, item.label] as const)}
            value={chosen}
            onChange={(value) => setChosen(value ?? chosen)}
          />
          {metric && change !== null && metric.points.length > 1 ? (
            <p className="text-gray-800">
              Desde tu primera medición:{' '}
              <strong>
                {change > 0 ? '+' : ''}
                {formatDecimal(change)} {metric.unit}
              </strong>
            </p>
          ) : null}
          <ChartCard
            title={metric ? `${metric.label} (${metric.unit})` : ''}
            rows={rows}
            labelKey="label"
            labelHeader="Fecha"
            columns={[
              { key: 'value', label: metric?.label ?? '', format: formatDecimal },
              { key: 'who', label: 'Quién la tomó' },
            ]}
            isEmpty={rows.length === 0}
          >
            <MeasureLineChart data={rows} name={metric?.label ?? ''} />
          </ChartCard>
        </>
      ) : null}
      <ProgressPhotos />
    </div>
  );
}
