import { useId } from 'react';
import { PlanTrialsSchema } from '@vitalia/shared/commerce';
import { TRIAL_DAYS_MAX } from '@vitalia/shared/constants/commerce';
import { PAID_PLAN_TYPES } from '@vitalia/shared/plans';
import { Loading, LoadError } from '@/components/data/load-states';
import { PlanNumbersForm } from '@/components/commerce/plan-numbers-form';
import { usePlanTrials, type PlanTrials } from '../../api/get-plan-trials';
import { useSavePlanTrials } from '../../api/save-plan-trials';

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
  return (
    <PlanNumbersForm
      plans={PAID_PLAN_TYPES}
      schema={PlanTrialsSchema}
      saved={saved}
      max={TRIAL_DAYS_MAX}
      save={save}
    />
  );
}
