import type { MembershipStatus } from '@vitalia/shared/commerce';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { formatDate } from '@/utils/format';

/**
 * Where her paid plan stands, in one line that every screen shows the same way (plans page, dashboard,
 * profile): in its free trial, renewing, changing at the period end, or ending then. Null for Free.
 */
export function planStanding(status: MembershipStatus): string | null {
  if (!status.has_membership || !status.current_period_end) return null;
  const date = formatDate(status.current_period_end);
  if (status.trial_ends_at)
    return status.will_renew
      ? `Prueba gratis hasta el ${date}; desde ese día se cobra tu plan`
      : `Prueba gratis hasta el ${date}`;
  if (status.scheduled_plan_type) return `Cambia a ${PLAN_LABELS[status.scheduled_plan_type]} el ${date}`;
  if (status.will_renew) return `Se renueva el ${date}`;
  return `Activo hasta el ${date}`;
}
