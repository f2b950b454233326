import { useEffect, useId, useState } from 'react';
import { PLAN_LABELS, PLAN_TYPES } from '@vitalia/shared/plans';
import type { PlanAllowances } from '@vitalia/shared/scheduling';
import { useToast } from '@/components/ui/toast';
import { formErrorsOf } from '@/lib/api-client';
import { usePlanAllowances, useSavePlanAllowances } from '../../api/plan-allowances';

/**
 * "Consultas incluidas en cada plan": what the plan cards promise ("1 consulta 1:1") as a number an admin
 * sets; members see what is left this month when they book.
 */
export function PlanAllowancesEditor() {
  const current = usePlanAllowances();
  const save = useSavePlanAllowances();
  const toast = useToast();
  const titleId = useId();
  const [values, setValues] = useState<Record<keyof PlanAllowances, string>>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    const loaded = current.data?.allowances;
    if (loaded && !values)
      setValues({ free: String(loaded.free), premium: String(loaded.premium), prime: String(loaded.prime) });
  }, [current.data, values]);
  return (
    <section aria-labelledby={titleId} className="card space-y-3 p-4">
      <h2 id={titleId} className="font-semibold text-gray-900">
        Consultas incluidas en cada plan (por mes)
      </h2>
      {current.isError ? (
        <p role="alert" className="text-sm text-red-700">
          No se pudieron cargar. Intenta nuevamente.
        </p>
      ) : null}
      {values ? (
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setErrors({});
            setFormError(null);
            save.mutate(
              { free: Number(values.free), premium: Number(values.premium), prime: Number(values.prime) },
              {
                onSuccess: (answer) => toast.show({ type: 'success', title: answer.message ?? 'Guardado.' }),
                onError: (failure) => {
                  const found = formErrorsOf(failure);
                  setErrors(found.fields);
                  setFormError(found.form);
                },
              },
            );
          }}
        >
          {PLAN_TYPES.map((plan) => (
            <label key={plan} className="block w-28">
              <span className="field-label">{PLAN_LABELS[plan]}</span>
              <input
                type="number"
                min={0}
                max={31}
                className="field-input"
                value={values[plan]}
                aria-invalid={errors[plan] ? true : undefined}
                onChange={(event) => setValues({ ...values, [plan]: event.target.value })}
              />
              {errors[plan] ? <span className="field-error">{errors[plan]}</span> : null}
            </label>
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
      ) : (
        <p role="status">Cargando...</p>
      )}
    </section>
  );
}
