import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PlanTrialsSchema } from '@vitalia/shared/commerce';
import { TRIAL_DAYS_MAX } from '@vitalia/shared/constants/commerce';
import { PAID_PLAN_TYPES, PLAN_LABELS } from '@vitalia/shared/plans';
import type { z } from 'zod';
import { Loading, LoadError } from '@/components/data/load-states';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { applyServerErrors } from '@/lib/server-form-errors';
import { usePlanTrials, useSavePlanTrials, type PlanTrials } from '../../api/plan-trials';

/**
 * "Prueba gratis de cada plan": the days a member without a paid plan may try it, once (ADR 0094). 0 turns
 * the offer off; members already in a trial keep theirs.
 */
export function PlanTrialsEditor() {
  const current = usePlanTrials();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card space-y-3 p-4">
      <h2 id={titleId} className="font-semibold text-gray-900">
        Prueba gratis de cada plan (días)
      </h2>
      <p className="text-sm text-gray-600">
        Una vez por persona y solo para quien no tiene un plan pagado. Con tarjeta, el primer cobro es al
        terminar la prueba; con Webpay, se le avisa 3 días antes para que pague o vuelva a Free. 0: sin
        prueba.
      </p>
      {current.isPending ? <Loading /> : null}
      {current.isError ? <LoadError error={current.error} onRetry={() => void current.refetch()} /> : null}
      {current.data ? <TrialsForm saved={current.data.trials} /> : null}
    </section>
  );
}

function TrialsForm({ saved }: { saved: PlanTrials }) {
  const save = useSavePlanTrials();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof PlanTrialsSchema>,
    unknown,
    PlanTrials
  >({ resolver: zodResolver(PlanTrialsSchema), defaultValues: saved });
  const onSubmit = handleSubmit((input) => {
    setFormError(null);
    save.mutate(input, {
      onSuccess: (answer) => toast.show({ type: 'success', title: answer.message ?? 'Guardado.' }),
      onError: (error) => setFormError(applyServerErrors(error, setError, [...PAID_PLAN_TYPES])),
    });
  });
  return (
    <form noValidate className="flex flex-wrap items-end gap-3" onSubmit={onSubmit}>
      {PAID_PLAN_TYPES.map((plan) => (
        <div key={plan} className="w-28">
          <TextField
            label={PLAN_LABELS[plan]}
            type="number"
            min={0}
            max={TRIAL_DAYS_MAX}
            error={formState.errors[plan]?.message}
            {...register(plan)}
          />
        </div>
      ))}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Guardando…' : 'Guardar'}
      </button>
      {formError ? (
        <p role="alert" className="field-error w-full">
          {formError}
        </p>
      ) : null}
    </form>
  );
}
