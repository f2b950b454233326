import type { AuditEntry } from '@vitalia/shared/admin-users';
import { formatDateTime } from '@/utils/format';
import { auditLine, describeChange } from '../utils/audit-sentence';

/** Audit entries as sentences (issue 49 §7): who did what to whom, when, from where, and what changed. */
export function AuditList({
  entries,
  showSubject = false,
}: {
  entries: AuditEntry[];
  showSubject?: boolean;
}) {
  if (entries.length === 0) return <p className="text-sm text-gray-600">Sin registros todavía.</p>;
  return (
    <ol className="divide-y divide-gray-100">
      {entries.map((entry) => {
        const { sentence, detailed } = auditLine(entry);
        return (
          <li key={entry.id} className="py-3 text-sm">
            <p className="font-medium text-gray-900">
              {sentence}
              {showSubject && entry.subject_user_id ? (
                <span className="font-normal text-gray-600">
                  {' '}
                  · {entry.subject_name ?? 'una cuenta eliminada'}
                </span>
              ) : null}
            </p>
            <p className="text-xs text-gray-500">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time> ·{' '}
              {entry.actor_email}
              {entry.ip ? ` · IP ${entry.ip}` : ''}
            </p>
            {!detailed && (entry.before || entry.after) ? (
              <p className="mt-1 break-words text-xs text-gray-700">
                {entry.before ? <span>Antes: {describeChange(entry.before)}</span> : null}
                {entry.before && entry.after ? <span aria-hidden> → </span> : null}
                {entry.after ? <span>Después: {describeChange(entry.after)}</span> : null}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
