import { ReasonSchema } from '@vitalia/shared/commerce-admin';
import { MEMBERSHIP_CHANGE_MESSAGES } from '@vitalia/shared/messages/commerce';
import { useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';

/**
 * An action that must say why (an admin refund, revoke): the reason is kept in the audit trail. The server's
 * error for the reason field, or its message, is shown in the dialog; success closes it with a toast.
 */
export function ReasonDialog({
  title,
  explanation,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onClose,
  children,
  tone = 'danger',
}: {
  title: string;
  explanation: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (reason: string) => Promise<{ message: string }>;
  onClose: () => void;
  /** Fields asked before the reason (a plan change asks for the plan and the months). */
  children?: ReactNode;
  tone?: 'danger' | 'primary';
}) {
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal open onClose={onClose} title={title} size="sm">
      <form
        className="space-y-3"
        // The shared rule explains in Spanish; the browser's own bubble would not (issue 22).
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          const checked = ReasonSchema.shape.reason.safeParse(reason);
          if (!checked.success) {
            setError(checked.error.issues[0]?.message ?? MEMBERSHIP_CHANGE_MESSAGES.reasonRequired);
            return;
          }
          onSubmit(reason).then(
            (response) => {
              toast.show({ type: 'success', title: response.message });
              onClose();
            },
            (failure: Error) =>
              setError(
                failure instanceof ApiError
                  ? (failure.fieldErrors?.reason ??
                      Object.values(failure.fieldErrors ?? {})[0] ??
                      failure.serverMessage ??
                      failure.message)
                  : failure.message,
              ),
          );
        }}
      >
        <p className="text-sm text-gray-700">{explanation}</p>
        {children}
        <label className="block text-sm">
          <span className="field-label">Motivo (queda en el registro)</span>
          <textarea
            className="field-input"
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'reason-error' : undefined}
          />
        </label>
        {error ? (
          <p id="reason-error" role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className={`btn w-full ${tone === 'danger' ? 'btn-danger' : 'btn-primary'}`}
          disabled={busy}
        >
          {busy ? busyLabel : submitLabel}
        </button>
      </form>
    </Modal>
  );
}
