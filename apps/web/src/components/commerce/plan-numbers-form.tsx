import { useState } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { PLAN_LABELS, type PlanType } from '@vitalia/shared/plans';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { applyServerErrors } from '@/lib/server-form-errors';

/**
 * One whole number per plan (consultations included a month, free-trial days…), on react-hook-form with the
 * schema the server validates with; the server's field errors land under their plan.
 */
export function PlanNumbersForm<Values extends FieldValues & Partial<Record<PlanType, number>>>({
  plans,
  schema,
  saved,
  max,
  save,
}: {
  plans: ReadonlyArray<PlanType & Path<Values>>;
  schema: z.ZodType<Values, FieldValues>;
  saved: Values;
  max: number;
  save: UseMutationResult<{ message?: string }, Error, Values>;
}) {
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<FieldValues, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: saved,
  });
  const onSubmit = handleSubmit((input) => {
    setFormError(null);
    save.mutate(input, {
      onSuccess: (answer) => toast.show({ type: 'success', title: answer.message ?? 'Guardado.' }),
      onError: (error) => setFormError(applyServerErrors(error, setError, [...plans])),
    });
  });
  return (
    <form noValidate className="flex flex-wrap items-end gap-3" onSubmit={onSubmit}>
      {plans.map((plan) => (
        <div key={plan} className="w-28">
          <TextField
            label={PLAN_LABELS[plan]}
            type="number"
            min={0}
            max={max}
            error={formState.errors[plan]?.message as string | undefined}
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
