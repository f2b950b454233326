import { useState } from 'react';
import { CONVERSATION_MESSAGES as M } from '@vitalia/shared/messages/conversations';
import { generalMessage } from '@/lib/api-client';
import { useReportMessage } from '../api/report-message';

/** "Reportar" under the other participant's message: a reason, and admins are told (issue 46). */
export function ReportMessage({ conversationId, messageId }: { conversationId: number; messageId: number }) {
  const report = useReportMessage(conversationId);
  const [reason, setReason] = useState('');
  if (report.isSuccess)
    return (
      <p className="text-xs text-gray-600" role="status">
        {M.reported}
      </p>
    );
  return (
    <details className="text-xs">
      <summary className="inline-block cursor-pointer py-1 text-gray-600 underline">Reportar</summary>
      <form
        className="mt-1 space-y-1"
        onSubmit={(event) => {
          event.preventDefault();
          report.mutate({ messageId, reason: reason.trim() });
        }}
      >
        <label className="block font-medium text-gray-800">
          ¿Por qué lo reportas?
          <input
            className="field-input mt-1 w-full text-sm"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        <button
          type="submit"
          className="btn btn-secondary"
          disabled={reason.trim().length < 3 || report.isPending}
        >
          Enviar reporte
        </button>
        {report.isError ? (
          <p className="text-red-700" role="alert">
            {generalMessage(report.error)}
          </p>
        ) : null}
      </form>
    </details>
  );
}
