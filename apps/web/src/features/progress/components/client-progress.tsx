import { useState, type FormEvent } from 'react';
import { LineChart, Plus } from 'lucide-react';
import { CustomMeasureInputSchema } from '@vitalia/shared/progress-goals';
import type { OwnMeasure } from '@vitalia/shared/progress';
import { ExportCsvLink } from '@/components/data/query-status';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { formErrorsOf } from '@/lib/api-client';
import { decimalOf } from '@/utils/format';
import { useClientMetrics } from '../api/get-client-metrics';
import { useCreateCustomMeasure } from '../api/create-custom-measure';
import { useRecordClientCustomValue } from '../api/record-client-custom-value';
import { useSetClientGoal } from '../api/set-client-goal';
import { useUpdateCustomMeasure } from '../api/update-custom-measure';
import { MetricsQueryView, type MetricActions } from './metrics-view';
import { FormActions } from '@/components/ui/form-actions';

const EMPTY = { name: '', unit: '', goal: '' };

/** "Nueva medida personalizada": a name, a unit and an optional goal, checked here and by the server. */
function CustomMeasureForm({ memberId, onDone }: { memberId: number; onDone: () => void }) {
  const create = useCreateCustomMeasure(memberId);
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = CustomMeasureInputSchema.safeParse({ ...values, goal: decimalOf(values.goal) });
    if (!checked.success)
      return setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
    setErrors({});
    try {
      const answer = await create.mutateAsync(checked.data);
      toast.show({ type: 'success', title: answer.message });
      onDone();
    } catch (failure) {
      const { fields, form } = formErrorsOf(failure as Error);
      setErrors(fields);
      setFormError(form);
    }
  };
  const field = (key: keyof typeof EMPTY, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      autoComplete="off"
      inputMode={key === 'goal' ? 'decimal' : undefined}
      value={values[key]}
      error={errors[key]}
      onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-lg border border-gray-200 p-4"
      aria-label="Nueva medida personalizada"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {field('name', 'Nombre', 'Por ejemplo «Pasos diarios»')}
        {field('unit', 'Unidad', 'Por ejemplo «pasos» o «cm»')}
        {field('goal', 'Meta (opcional)')}
      </div>
      <FormActions
        error={formError}
        pending={create.isPending}
        submitLabel="Crear medida"
        onCancel={onDone}
      />
    </form>
  );
}

/**
 * "Progreso y metas" in a client's chart (issue 47): her series with their goals, the goals and custom
 * measures her professional sets, and the CSV of it all.
 */
export function ClientProgress({ memberId }: { memberId: number }) {
  const metrics = useClientMetrics(memberId);
  const setGoal = useSetClientGoal(memberId);
  const updateCustom = useUpdateCustomMeasure(memberId);
  const recordValue = useRecordClientCustomValue(memberId);
  const [adding, setAdding] = useState(false);

  const actions: MetricActions = {
    canSetCustomGoal: true,
    setGoal: (metric, target) =>
      metric.custom_id === null
        ? setGoal.mutateAsync({ measure: metric.key as OwnMeasure, target })
        : updateCustom.mutateAsync({
            id: metric.custom_id,
            input: { name: metric.label, unit: metric.unit, goal: target },
          }),
    recordValue: (measureId, input) => recordValue.mutateAsync({ measureId, input }),
  };

  return (
    <section aria-labelledby="progreso-metas" className="card space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="progreso-metas" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <LineChart aria-hidden className="size-5 text-brand-700" />
          Progreso y metas
        </h2>
        <div className="flex flex-wrap gap-2">
          {adding ? null : (
            <button type="button" className="btn btn-secondary" onClick={() => setAdding(true)}>
              <Plus aria-hidden className="size-4" /> Medida personalizada
            </button>
          )}
          <ExportCsvLink path={`/trainer/clients/${memberId}/progress.csv`} query={{}} />
        </div>
      </div>
      {adding ? <CustomMeasureForm memberId={memberId} onDone={() => setAdding(false)} /> : null}
      <MetricsQueryView
        query={metrics}
        loadingLabel="Cargando su progreso…"
        audience="professional"
        actions={actions}
      />
    </section>
  );
}
