import { useState, type FormEvent, type ReactNode } from 'react';
import { Flag, PenLine } from 'lucide-react';
import type { MessageResponse } from '@vitalia/shared/api';
import { formatShortDate } from '@vitalia/shared/dates';
import { OWN_MEASURES, type OwnMeasure, type ProgressMetric } from '@vitalia/shared/progress';
import { CustomValueInputSchema, goalError, type CustomValueInput } from '@vitalia/shared/progress-goals';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProgressMetricsResponse } from '@vitalia/shared/progress';
import { ChipGroup } from '@/components/data/chip-group';
import { Loading, LoadError } from '@/components/data/load-states';
import { ChartCard } from '@/components/ui/chart-card';
import { MeasureLineChart } from '@/components/ui/measure-line-chart';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { formErrorsOf } from '@/lib/api-client';
import { decimalOf, formatDecimal } from '@/utils/format';

/** What the view may change, wired by its page to the member's own routes or her professional's. */
export interface MetricActions {
  /** The goal of a series (a standard measure, or a custom one when `custom_id` is set). */
  setGoal: (metric: ProgressMetric, target: number | null) => Promise<MessageResponse>;
  recordValue: (measureId: number, input: CustomValueInput) => Promise<MessageResponse>;
  /** Whether a custom measure's goal may be changed here (only by her professional). */
  canSetCustomGoal: boolean;
}

const isOwnMeasure = (key: string): key is OwnMeasure => (OWN_MEASURES as readonly string[]).includes(key);

/** "+1,5 kg", "−3 kg": a signed difference in the series' unit. */
const signed = (value: number, unit: string) => `${value > 0 ? '+' : ''}${formatDecimal(value)} ${unit}`;

/** One small form: a number in the series' unit, saved by `save`, with its error in Spanish. */
function NumberForm({
  label,
  submitLabel,
  initial = '',
  check,
  save,
  onDone,
  extra,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  check: (value: number | null) => string | null;
  save: (value: number | null) => Promise<MessageResponse>;
  onDone: () => void;
  extra?: ReactNode;
}) {
  const toast = useToast();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = decimalOf(text);
    const refused = value !== null && Number.isNaN(value) ? 'Indica un número.' : check(value);
    if (refused) return setError(refused);
    setError(undefined);
    setPending(true);
    try {
      const answer = await save(value);
      toast.show({ type: 'success', title: answer.message });
      onDone();
    } catch (failure) {
      const { fields, form } = formErrorsOf(failure as Error);
      setError(Object.values(fields)[0] ?? form ?? undefined);
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
      <div className="w-40">
        <TextField
          label={label}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Guardando…' : submitLabel}
      </button>
      {extra}
      <button type="button" className="btn btn-ghost" onClick={onDone}>
        Cancelar
      </button>
    </form>
  );
}

/** The selected series' goal: what it is, how far the last value is, and (when allowed) change it. */
function GoalLine({ metric, actions }: { metric: ProgressMetric; actions: MetricActions }) {
  const [editing, setEditing] = useState<'goal' | 'value' | null>(null);
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const editable = metric.custom_id === null || actions.canSetCustomGoal;
  const gap = metric.goal !== null && metric.latest !== null ? metric.latest - metric.goal : null;
  const own = isOwnMeasure(metric.key) ? metric.key : null;

  if (editing === 'goal')
    return (
      <NumberForm
        label={`Meta (${metric.unit})`}
        submitLabel="Guardar meta"
        initial={metric.goal === null ? '' : String(metric.goal).replace('.', ',')}
        check={(value) => (value === null ? 'Indica la meta.' : own ? goalError(own, value) : null)}
        save={(value) => actions.setGoal(metric, value)}
        onDone={() => setEditing(null)}
        extra={
          metric.goal === null ? null : (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void actions.setGoal(metric, null).then(() => setEditing(null))}
            >
              Quitar meta
            </button>
          )
        }
      />
    );
  if (editing === 'value' && metric.custom_id !== null) {
    const measureId = metric.custom_id;
    return (
      <NumberForm
        label={`${metric.label} (${metric.unit})`}
        submitLabel="Guardar valor"
        check={(value) => {
          const checked = CustomValueInputSchema.safeParse({
            client_id: clientId,
            taken_at: new Date().toISOString(),
            value,
          });
          return checked.success ? null : (checked.error.issues[0]?.message ?? null);
        }}
        save={(value) =>
          actions.recordValue(measureId, {
            client_id: clientId,
            taken_at: new Date().toISOString(),
            value: value ?? 0,
          })
        }
        onDone={() => {
          setClientId(crypto.randomUUID());
          setEditing(null);
        }}
      />
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-gray-800">
      {metric.goal === null ? (
        <span className="text-sm text-gray-600">Sin meta para esta medida.</span>
      ) : (
        <span>
          <Flag aria-hidden className="mr-1 inline size-4 text-amber-700" />
          Meta: <strong>{`${formatDecimal(metric.goal)} ${metric.unit}`}</strong>
          {metric.goal_set_by
            ? ` (fijada por ${metric.goal_set_by === 'Tú' ? 'ti' : metric.goal_set_by})`
            : ''}
          {gap === null
            ? ''
            : gap === 0
              ? ' · ¡Meta alcanzada!'
              : ` · A ${formatDecimal(Math.abs(gap))} ${metric.unit} de la meta`}
        </span>
      )}
      {editable ? (
        <button type="button" className="btn btn-ghost" onClick={() => setEditing('goal')}>
          {metric.goal === null ? 'Fijar meta' : 'Cambiar meta'}
        </button>
      ) : null}
      {metric.custom_id !== null ? (
        <button type="button" className="btn btn-secondary" onClick={() => setEditing('value')}>
          <PenLine aria-hidden className="size-4" /> Anotar valor
        </button>
      ) : null}
    </div>
  );
}

/**
 * Her series one at a time (issue 47): the standard measures and the custom ones her professional defined,
 * each with its goal as a dashed line and its table twin. The same view on /progreso and in her chart.
 */
export function MetricsView({
  metrics,
  intakeGoals,
  audience,
  actions,
}: {
  metrics: ProgressMetric[];
  intakeGoals: string[];
  audience: 'member' | 'professional';
  actions: MetricActions;
}) {
  const [chosen, setChosen] = useState(metrics[0]?.key ?? 'weight_kg');
  const metric = metrics.find((item) => item.key === chosen) ?? metrics[0];
  if (!metric) return null;
  const rows = metric.points.map((point) => ({
    label: formatShortDate(point.taken_at),
    value: point.value,
    who:
      point.source === 'member'
        ? audience === 'member'
          ? 'Tú'
          : 'Registro propio'
        : audience === 'member'
          ? 'Tu profesional'
          : 'En consulta',
  }));
  const change = metric.first !== null && metric.latest !== null ? metric.latest - metric.first : null;

  return (
    <div className="space-y-4">
      {intakeGoals.length > 0 ? (
        <p className="text-sm text-gray-700">
          {audience === 'member' ? 'Tu objetivo al empezar' : 'Objetivo en su cuestionario'}:{' '}
          <strong>{intakeGoals.join(', ')}</strong>
        </p>
      ) : null}
      <ChipGroup
        label="Medida del gráfico"
        options={metrics.map((item) => [item.key, item.label] as const)}
        value={metric.key}
        onChange={(value) => setChosen(value ?? metric.key)}
      />
      {change !== null && metric.points.length > 1 ? (
        <p className="text-gray-800">
          Desde la primera medición: <strong>{signed(change, metric.unit)}</strong>
        </p>
      ) : null}
      <GoalLine key={metric.key} metric={metric} actions={actions} />
      <ChartCard
        title={`${metric.label} (${metric.unit})`}
        description={
          metric.goal === null ? undefined : `La línea punteada es la meta: ${formatDecimal(metric.goal)}.`
        }
        rows={rows}
        labelKey="label"
        labelHeader="Fecha"
        columns={[
          { key: 'value', label: metric.label, format: formatDecimal },
          { key: 'who', label: 'Quién la tomó' },
        ]}
        isEmpty={rows.length === 0}
      >
        <MeasureLineChart data={rows} name={metric.label} goal={metric.goal} />
      </ChartCard>
    </div>
  );
}

/** The view over its query: loading, its error with a retry, then the series. */
export function MetricsQueryView({
  query,
  loadingLabel,
  audience,
  actions,
}: {
  query: UseQueryResult<ProgressMetricsResponse>;
  loadingLabel: string;
  audience: 'member' | 'professional';
  actions: MetricActions;
}) {
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <MetricsView
      metrics={query.data.metrics}
      intakeGoals={query.data.intake_goals}
      audience={audience}
      actions={actions}
    />
  );
}
