import { useState, type FormEvent } from 'react';
import { Ruler } from 'lucide-react';
import { MEASURES } from '@vitalia/shared/practice-rules';
import { OWN_MEASURES, OwnMeasurementInputSchema, type OwnMeasure } from '@vitalia/shared/progress';
import { ExportCsvLink } from '@/components/data/query-status';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { formErrorsOf } from '@/lib/api-client';
import { decimalOf } from '@/utils/format';
import { useProgressMetrics } from '../api/get-metrics';
import { useRecordMeasurement } from '../api/record-measurement';
import { useRecordCustomValue } from '../api/record-custom-value';
import { useSetGoal } from '../api/set-goal';
import { MetricsQueryView, type MetricActions } from './metrics-view';
import { ProgressPhotos } from './progress-photos';
import { FormActions } from '@/components/ui/form-actions';

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
      ...Object.fromEntries(OWN_MEASURES.map((key) => [key, decimalOf(values[key])])),
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
      <FormActions
        error={formError}
        pending={record.isPending}
        submitLabel="Guardar medidas"
        onCancel={onDone}
      />
    </form>
  );
}

/**
 * /progreso: her measures over time (issue 47), what she took at home beside what her professionals took in
 * consultation and the measures they defined for her, one chart at a time with its goal and table twin.
 */
export function ProgressPage() {
  const metrics = useProgressMetrics();
  const setGoal = useSetGoal();
  const recordValue = useRecordCustomValue();
  const [adding, setAdding] = useState(false);
  const actions: MetricActions = {
    canSetCustomGoal: false,
    setGoal: (metric, target) => setGoal.mutateAsync({ measure: metric.key as OwnMeasure, target }),
    recordValue: (measureId, input) => recordValue.mutateAsync({ measureId, input }),
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold text-gray-900">Mi progreso</h1>
          <p className="text-gray-700">Tus medidas en el tiempo: las que anotas tú y las de tus consultas.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {adding ? null : (
            <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
              <Ruler aria-hidden className="size-4" /> Registrar mis medidas
            </button>
          )}
          <ExportCsvLink path="/progress/export.csv" query={{}} />
        </div>
      </header>
      {adding ? <OwnMeasurementForm onDone={() => setAdding(false)} /> : null}
      <MetricsQueryView
        query={metrics}
        loadingLabel="Cargando tus medidas…"
        audience="member"
        actions={actions}
      />
      <ProgressPhotos />
    </div>
  );
}
