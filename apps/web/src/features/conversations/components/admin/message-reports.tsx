import { useState, type FormEvent } from 'react';
import type { AdminThreadResponse, MessageReport } from '@vitalia/shared/conversations';
import { formatDateTime } from '@vitalia/shared/dates';
import { Loading, LoadError } from '@/components/data/load-states';
import { Modal } from '@/components/ui/modal';
import { generalMessage } from '@/lib/api-client';
import { useAdminReadThread } from '../../api/admin-read-thread';
import { useMessageReports } from '../../api/get-message-reports';
import { useResolveMessageReport } from '../../api/resolve-message-report';
import { Bubble } from '../message-bubble';

/**
 * Reading a reported thread (ADR 0080): first the reason (kept in the audit log, told to both
 * participants), then the thread, read-only.
 */
function ReadThread({ report, onClose }: { report: MessageReport; onClose: () => void }) {
  const read = useAdminReadThread();
  const [reason, setReason] = useState('');
  const [thread, setThread] = useState<AdminThreadResponse | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void read.mutateAsync({ conversationId: report.conversation_id, reason: reason.trim() }).then(setThread);
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={`Conversación de ${report.member} con ${report.professional}`}
      size="lg"
    >
      {thread ? (
        <div className="space-y-2 overflow-y-auto p-1">
          {thread.messages.map((message) => (
            <div
              key={message.id}
              className={message.id === report.message_id ? 'rounded-lg ring-2 ring-red-400' : ''}
            >
              <Bubble message={{ ...message, mine: false }} seen={false} />
            </div>
          ))}
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-3">
          <p className="text-sm text-gray-700">
            Las conversaciones son datos de salud. Para leerla escribe el motivo: queda en el registro de
            actividad y {report.member} y {report.professional} reciben un aviso con él.
          </p>
          <label className="block text-sm font-medium text-gray-800">
            Motivo
            <textarea
              className="field-input mt-1 w-full"
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          {read.isError ? (
            <p className="text-sm text-red-700" role="alert">
              {generalMessage(read.error)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-ghost" onClick={onClose}>
              Cancelar
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={reason.trim().length < 10 || read.isPending}
            >
              Leer la conversación
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** /admin/mensajes-reportados: what participants reported, open ones first (issue 46). */
export function MessageReports() {
  const reports = useMessageReports();
  const resolve = useResolveMessageReport();
  const [reading, setReading] = useState<MessageReport | null>(null);
  if (reports.isPending) return <Loading label="Cargando reportes…" />;
  if (reports.isError) return <LoadError error={reports.error} onRetry={() => void reports.refetch()} />;
  const list = reports.data.reports;
  return (
    <>
      {list.length === 0 ? (
        <p className="card text-gray-600">No hay mensajes reportados.</p>
      ) : (
        <ul className="space-y-3">
          {list.map((report) => (
            <li key={report.id} className="card space-y-2">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold text-gray-900">
                  {report.member} · {report.professional}
                </h2>
                <span className="text-sm text-gray-600">
                  {report.resolved_at ? 'Revisado' : 'Abierto'} · {formatDateTime(report.created_at)}
                </span>
              </div>
              <p className="text-sm text-gray-800">
                <span className="font-medium">Reportado por {report.reported_by}:</span> {report.reason}
              </p>
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn btn-secondary" onClick={() => setReading(report)}>
                  Leer con motivo
                </button>
                {report.resolved_at ? null : (
                  <button
                    type="button"
                    className="btn btn-secondary"
                    disabled={resolve.isPending}
                    onClick={() => resolve.mutate(report.id)}
                  >
                    Marcar como revisado
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {reading ? <ReadThread report={reading} onClose={() => setReading(null)} /> : null}
    </>
  );
}
