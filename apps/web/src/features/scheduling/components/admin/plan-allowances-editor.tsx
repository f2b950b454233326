import { useId } from 'react';
import { PLAN_TYPES } from '@vitalia/shared/plans';
import { PlanAllowancesSchema, type PlanAllowances } from '@vitalia/shared/scheduling';
import { Loading, LoadError } from '@/components/data/load-states';
import { PlanNumbersForm } from '@/components/commerce/plan-numbers-form';
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

/** The three numbers, with the schema the server validates with. */
function AllowancesForm({ saved }: { saved: PlanAllowances }) {
  const save = useSavePlanAllowances();
  return (
    <PlanNumbersForm plans={PLAN_TYPES} schema={PlanAllowancesSchema} saved={saved} max={31} save={save} />
  );
}
