import { useState } from 'react';
import type { MembershipStatus } from '@vitalia/shared/commerce';
import { formatDate } from '@/utils/format';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { useCancelMembership } from '../api/cancel-membership';

/** Cancelling asks first and says until when the plan stays; ending it now is a separate, explicit choice. */
export function CancelMembershipDialog({
  status,
  open,
  onClose,
}: {
  status: MembershipStatus;
  open: boolean;
  onClose: () => void;
}) {
  const cancel = useCancelMembership();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const end = status.current_period_end ? formatDate(status.current_period_end) : null;

  const submit = (immediate: boolean) => {
    setError(null);
    cancel.mutate(immediate, {
      onSuccess: (message) => {
        toast.show({ type: 'success', title: 'Membresía actualizada', message });
        onClose();
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Modal open={open} onClose={onClose} title={`¿Cancelar tu plan ${status.plan_name}?`} size="sm">
      <div className="space-y-4 text-sm text-gray-700">
        <p>
          {end
            ? `Conservas todos tus beneficios hasta el ${end}. Después pasarás al plan Free y no se te cobrará de nuevo.`
            : 'Pasarás al plan Free y no se te cobrará de nuevo.'}
        </p>
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            {error}
          </p>
        ) : null}
        <div className="grid gap-2">
          <button
            type="button"
            className="btn btn-danger"
            disabled={cancel.isPending}
            onClick={() => submit(false)}
          >
            {cancel.isPending ? 'Cancelando...' : 'Cancelar al final del período'}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={cancel.isPending}
            onClick={() => submit(true)}
          >
            Terminar ahora (sin reembolso)
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Mantener mi plan
          </button>
        </div>
      </div>
    </Modal>
  );
}
