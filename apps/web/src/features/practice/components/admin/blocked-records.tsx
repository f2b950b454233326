import { useId, useState, type FormEvent } from 'react';
import { LockKeyhole } from 'lucide-react';
import {
  BlockedRecordReadingSchema,
  LEGAL_BASES,
  type BlockedRecord,
  type BlockedRecordSummary,
  type LegalBasis,
} from '@vitalia/shared/blocked-records';
import { formatDateTime, formatShortDate } from '@vitalia/shared/dates';
import { MEASURES } from '@vitalia/shared/practice-rules';
import { Loading, LoadError } from '@/components/data/load-states';
import { Modal } from '@/components/ui/modal';
import { useSettled } from '@/hooks/use-settled';
import { formatDecimal } from '@/utils/format';
import { useReadBlockedRecord } from '../../api/read-blocked-record';
import { useBlockedRecordSearch } from '../../api/search-blocked-records';
import { NoteText } from '../notes-panel';

/** The basis and the written reason, asked before anything of the record is shown. */
function ReadingDialog({
  record,
  onRead,
  onClose,
}: {
  record: BlockedRecordSummary;
  onRead: (record: BlockedRecord) => void;
  onClose: () => void;
}) {
  const read = useReadBlockedRecord(record.id);
  const id = useId();
  const [basis, setBasis] = useState<LegalBasis | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = BlockedRecordReadingSchema.safeParse({ basis: basis || undefined, reason });
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    read.mutate(checked.data, { onSuccess: (answer) => onRead(answer.record) });
  };
  return (
    <Modal open onClose={onClose} title={`Leer la ficha de ${record.subject_name}`} size="lg">
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-gray-700">
          Esta ficha está bloqueada: la persona eliminó su cuenta y la Ley 20.584 obliga a conservarla hasta
          el {formatShortDate(record.retain_until)}. Solo puede leerse por un motivo legal. Tu nombre, la base
          y el motivo quedan en la bitácora.
        </p>
        <div>
          <label htmlFor={`${id}-basis`} className="field-label">
            Base legal
          </label>
          <select
            id={`${id}-basis`}
            className="field-input"
            value={basis}
            aria-invalid={errors.basis ? true : undefined}
            aria-describedby={errors.basis ? `${id}-basis-error` : undefined}
            onChange={(event) => setBasis(event.target.value as LegalBasis)}
          >
            <option value="">Elige la base legal</option>
            {Object.entries(LEGAL_BASES).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
          {errors.basis ? (
            <p id={`${id}-basis-error`} className="field-error" role="alert">
              {errors.basis}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-reason`} className="field-label">
            Motivo (número de oficio, solicitud, fecha)
          </label>
          <textarea
            id={`${id}-reason`}
            className="field-input min-h-24"
            value={reason}
            maxLength={500}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {errors.reason ? (
            <p id={`${id}-reason-error`} className="field-error" role="alert">
              {errors.reason}
            </p>
          ) : null}
        </div>
        {read.isError ? (
          <p role="alert" className="field-error">
            {read.error.message}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-primary" disabled={read.isPending}>
            {read.isPending ? 'Registrando…' : 'Registrar el motivo y leer'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** What was read: the notes (every version's current text) and the measurements, nothing editable. */
function RecordView({ record }: { record: BlockedRecord }) {
  return (
    <article aria-labelledby="ficha-leida" className="card space-y-4">
      <header className="space-y-1">
        <h2 id="ficha-leida" className="text-lg font-semibold text-gray-900">
          Ficha de {record.subject_name} · {record.subject_email}
        </h2>
        <p className="text-sm text-gray-600">
          Lectura registrada en la bitácora. Se conserva hasta el {formatShortDate(record.retain_until)}.
        </p>
      </header>
      <section aria-label="Notas de sesión" className="space-y-3">
        <h3 className="font-semibold text-gray-900">Notas de sesión ({record.notes.length})</h3>
        {record.notes.map((note) => (
          <div key={note.id} className="rounded-md border border-gray-200 p-3">
            <p className="mb-2 text-sm text-gray-600">
              {note.author} · {formatDateTime(note.created_at)} · versión {note.version}
            </p>
            <NoteText content={note.content} />
          </div>
        ))}
      </section>
      <section aria-label="Medidas" className="space-y-2">
        <h3 className="font-semibold text-gray-900">Medidas ({record.measurements.length})</h3>
        <ul className="space-y-1 text-sm text-gray-800">
          {record.measurements.map((measurement) => (
            <li key={measurement.id}>
              {formatDateTime(measurement.taken_at)}:{' '}
              {(['weight_kg', 'height_cm', 'waist_cm', 'hip_cm', 'body_fat_pct'] as const)
                .filter((key) => measurement[key] !== null)
                .map(
                  (key) =>
                    `${MEASURES[key].label} ${formatDecimal(measurement[key] ?? 0)} ${MEASURES[key].unit}`,
                )
                .join(' · ')}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

/**
 * /admin/fichas-bloqueadas (ADR 0073): find a blocked record by name or e-mail and read it only after stating
 * the legal basis and the reason, which the server audits before answering.
 */
export function BlockedRecords() {
  const [text, setText] = useState('');
  const q = useSettled(text.trim(), 300);
  const search = useBlockedRecordSearch(q);
  const [opening, setOpening] = useState<BlockedRecordSummary | null>(null);
  const [read, setRead] = useState<BlockedRecord | null>(null);
  return (
    <div className="space-y-4">
      <div className="card space-y-2">
        <label htmlFor="blocked-search" className="field-label">
          Nombre o correo de la persona
        </label>
        <input
          id="blocked-search"
          type="search"
          className="field-input"
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <p className="text-sm text-gray-600">
          Escribe al menos 3 letras. Cada búsqueda queda en la bitácora.
        </p>
      </div>
      {search.isPending && q.length >= 3 ? <Loading /> : null}
      {search.isError ? <LoadError error={search.error} onRetry={() => void search.refetch()} /> : null}
      {search.isSuccess && search.data.records.length === 0 ? (
        <p className="card text-gray-700">No hay fichas bloqueadas con «{q}».</p>
      ) : null}
      {search.isSuccess && search.data.records.length > 0 ? (
        <ul className="card divide-y divide-gray-100" aria-label="Fichas bloqueadas encontradas">
          {search.data.records.map((record) => (
            <li key={record.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-gray-900">{record.subject_name}</span>{' '}
                <span className="text-sm text-gray-600">
                  · {record.subject_email}
                  {record.blocked_at ? ` · bloqueada el ${formatShortDate(record.blocked_at)}` : ''}
                </span>
              </span>
              <button type="button" className="btn btn-secondary" onClick={() => setOpening(record)}>
                <LockKeyhole aria-hidden className="size-4" /> Leer con motivo
                <span className="sr-only"> la ficha de {record.subject_name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {read ? <RecordView record={read} /> : null}
      {opening ? (
        <ReadingDialog
          record={opening}
          onClose={() => setOpening(null)}
          onRead={(record) => {
            setRead(record);
            setOpening(null);
          }}
        />
      ) : null}
    </div>
  );
}
