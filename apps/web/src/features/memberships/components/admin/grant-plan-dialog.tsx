import { useState } from 'react';
import type { AdminUser } from '@vitalia/shared/admin-users';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useChangeMembership } from '../../api/change-membership';

/** "Cambiar plan" by hand, with a reason for the audit log (a courtesy, a correction, a transfer). */
export function GrantPlanDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const change = useChangeMembership();
  const [plan, setPlan] = useState<'premium' | 'prime'>('premium');
  const [months, setMonths] = useState(1);
  return (
    <ReasonDialog
      title={`Cambiar el plan de ${user.first_name}`}
      explanation={`Plan actual: ${PLAN_LABELS[user.plan_type]}. Sin cobro: queda en el registro.`}
      submitLabel="Cambiar plan"
      busyLabel="Guardando..."
      busy={change.isPending}
      tone="primary"
      onSubmit={(reason) =>
        change.mutateAsync({ kind: 'grant', input: { user_id: user.id, plan_type: plan, months, reason } })
      }
      onClose={onClose}
    >
      <label className="block text-sm">
        <span className="field-label">Nuevo plan</span>
        <select
          className="field-input"
          value={plan}
          onChange={(event) => setPlan(event.target.value === 'prime' ? 'prime' : 'premium')}
        >
          <option value="premium">{PLAN_LABELS.premium}</option>
          <option value="prime">{PLAN_LABELS.prime}</option>
        </select>
      </label>
      <label className="block text-sm">
        <span className="field-label">Meses</span>
        <input
          className="field-input"
          type="number"
          min={1}
          max={24}
          value={months}
          onChange={(event) => setMonths(Number(event.target.value))}
        />
      </label>
    </ReasonDialog>
  );
}
