import { useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';

/**
 * A destructive action asks first: what will happen, one button to confirm. The server's message
 * (for example "Debe quedar al menos una cuenta de administración activa.") is shown in the dialog.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  danger = true,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<{ message: string }>;
  onClose: () => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal open onClose={onClose} title={title} size="sm">
      <div className="space-y-4">
        <div className="text-sm text-gray-700">{children}</div>
        {error ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button
            type="button"
            className={danger ? 'btn btn-danger' : 'btn btn-primary'}
            disabled={busy}
            onClick={() => {
              setBusy(true);
              setError(null);
              onConfirm().then(
                (response) => {
                  toast.show({ type: 'success', title: response.message });
                  onClose();
                },
                (failure: Error) => {
                  setBusy(false);
                  setError(generalMessage(failure));
                },
              );
            }}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
