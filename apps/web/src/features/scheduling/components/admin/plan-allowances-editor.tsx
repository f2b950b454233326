import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PLAN_LABELS, PLAN_TYPES } from '@vitalia/shared/plans';
import { PlanAllowancesSchema, type PlanAllowances } from '@vitalia/shared/scheduling';
import type { z } from 'zod';
import { Loading, LoadError } from '@/components/data/load-states';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { applyServerErrors } from '@/lib/server-form-errors';
import { usePlanAllowances } from '../../api/get-plan-allowances';
import { useSavePlanAllowances } from '../../api/save-plan-allowances';

/**
 * "Consultas incluidas en cada plan": what the plan cards promise ("1 consulta 1:1") as a number an admin
 * sets; members see what is left this month when they book.
 */
export function PlanAllowancesEditor() {
  const current = usePlanAllowances();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card space-y-3 p-4">
      <h2 id={titleId} className="font-semibold text-gray-900">
        Consultas incluidas en cada plan (por mes)
      </h2>
      {current.isPending ? <Loading /> : null}
      {current.isError ? <LoadError error={current.error} onRetry={() => void current.refetch()} /> : null}
      {current.data ? <AllowancesForm saved={current.data.allowances} /> : null}
    </section>
  );
}

/** The three numbers on react-hook-form with the schema the server validates with. */
function AllowancesForm({ saved }: { saved: PlanAllowances }) {
  const save = useSavePlanAllowances();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof PlanAllowancesSchema>,
    unknown,
    PlanAllowances
  >({ resolver: zodResolver(PlanAllowancesSchema), defaultValues: saved });
  const onSubmit = handleSubmit((input) => {
    setFormError(null);
    save.mutate(input, {
      onSuccess: (answer) => toast.show({ type: 'success', title: answer.message ?? 'Guardado.' }),
      onError: (error) => setFormError(applyServerErrors(error, setError, [...PLAN_TYPES])),
    });
  });
  return (
    <form noValidate className="flex flex-wrap items-end gap-3" onSubmit={onSubmit}>
      {PLAN_TYPES.map((plan) => (
        <div key={plan} className="w-28">
          <TextField
            label={PLAN_LABELS[plan]}
            type="number"
            min={0}
            max={31}
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
