import { useRef, useState, type FormEvent } from 'react';
import { Clock, Loader2, Paperclip, Send, X } from 'lucide-react';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_MESSAGE,
  MESSAGE_MAX_LENGTH,
  type Attachment,
} from '@vitalia/shared/conversations';
import { CONVERSATION_MESSAGES as M } from '@vitalia/shared/messages/conversations';
import { addDays, instantInChile, todayInChile } from '@/utils/chile-days';
import { generalMessage } from '@/lib/api-client';
import { uploadAttachment } from '../api/upload-attachment';
import { SavedRepliesMenu } from './saved-replies-menu';
import { SchedulePicker, type ScheduleChoice } from './schedule-picker';

/** A file she picked: on its way up, ready to send, or refused (with why). */
interface Upload {
  key: number;
  label: string;
  state: 'uploading' | 'ready' | 'failed';
  percent: number;
  attachment?: Attachment;
  error?: string;
}

const labelOf = (file: File) => (file.type === 'application/pdf' ? file.name : 'Foto');

/**
 * Where she writes: the text and up to four photos or PDFs, each uploaded as soon as she picks it (with
 * its progress) so "Enviar" only sends the message. On a phone the picker offers the camera.
 */
export function MessageComposer({
  conversationId,
  clientFirstName,
  sending,
  onSend,
  onSchedule,
}: {
  conversationId: number;
  /** The client's first name when a professional writes (her saved replies greet her by it). */
  clientFirstName: string | null;
  sending: boolean;
  onSend: (message: { body: string; attachments: Attachment[] }) => void;
  /** A professional's "Programar envío" (text only); rejects with the server's refusal. */
  onSchedule?: (message: { body: string; sendAt: string }) => Promise<unknown>;
}) {
  const [scheduling, setScheduling] = useState(false);
  const [sendAt, setSendAt] = useState<ScheduleChoice>(() => ({
    day: addDays(todayInChile(), 1),
    time: '09:00',
  }));
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const change = (key: number, patch: Partial<Upload>) =>
    setUploads((all) => all.map((one) => (one.key === key ? { ...one, ...patch } : one)));

  const pick = (files: FileList | null) => {
    const room = ATTACHMENTS_PER_MESSAGE - uploads.length;
    for (const [index, file] of [...(files ?? [])].entries()) {
      const key = nextKey.current++;
      if (index >= room) {
        setUploads((all) => [
          ...all,
          { key, label: labelOf(file), state: 'failed', percent: 0, error: M.attachmentsPerMessage },
        ]);
        continue;
      }
      if (file.size > ATTACHMENT_MAX_BYTES) {
        setUploads((all) => [
          ...all,
          { key, label: labelOf(file), state: 'failed', percent: 0, error: M.attachmentTooLarge },
        ]);
        continue;
      }
      setUploads((all) => [...all, { key, label: labelOf(file), state: 'uploading', percent: 0 }]);
      uploadAttachment(conversationId, file, {
        onProgress: ({ loaded, total }) => change(key, { percent: Math.round((loaded / total) * 100) }),
      })
        .then((response) => change(key, { state: 'ready', attachment: response.attachment }))
        .catch((error: Error) => change(key, { state: 'failed', error: generalMessage(error) }));
    }
    if (picker.current) picker.current.value = '';
  };

  const ready = uploads.flatMap((upload) => (upload.attachment ? [upload.attachment] : []));
  const uploading = uploads.some((upload) => upload.state === 'uploading');
  const canSend = !uploading && (draft.trim().length > 0 || ready.length > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (scheduling && onSchedule) {
      if (!draft.trim()) return;
      setScheduleError(null);
      // A day and time in Chile, whatever the device's own zone.
      onSchedule({ body: draft.trim(), sendAt: instantInChile(sendAt.day, sendAt.time) })
        .then(() => {
          setDraft('');
          setScheduling(false);
        })
        .catch((error: Error) => setScheduleError(generalMessage(error)));
      return;
    }
    if (!canSend) return;
    onSend({ body: draft.trim(), attachments: ready });
    setDraft('');
    setUploads([]);
  };

  return (
    <form onSubmit={submit} className="space-y-2 border-t border-gray-200 p-3">
      {uploads.length > 0 ? (
        <ul aria-label="Archivos por enviar" className="flex flex-wrap gap-2">
          {uploads.map((upload) => (
            <li
              key={upload.key}
              className="flex max-w-full items-center gap-2 rounded-md border border-gray-200 bg-gray-50 py-1 pl-2 text-sm"
            >
              {upload.attachment?.kind === 'image' ? (
                <img src={upload.attachment.url} alt="" className="size-8 rounded object-cover" />
              ) : null}
              <span className="min-w-0 truncate">{upload.label}</span>
              {upload.state === 'uploading' ? (
                <span className="text-xs text-gray-600" role="status">
                  Subiendo… {upload.percent}%
                </span>
              ) : null}
              {upload.state === 'failed' ? (
                <span className="text-xs text-red-700" role="alert">
                  {upload.error}
                </span>
              ) : null}
              <button
                type="button"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded text-gray-600 hover:text-gray-900"
                aria-label={`Quitar ${upload.label}`}
                onClick={() => setUploads((all) => all.filter((one) => one.key !== upload.key))}
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {scheduling ? (
        <div className="flex flex-wrap items-end gap-2">
          <SchedulePicker value={sendAt} onChange={setSendAt} />
          <p className="text-xs text-gray-600">Solo texto. Puedes cancelarlo hasta que se envíe.</p>
          {scheduleError ? (
            <p className="w-full text-sm text-red-700" role="alert">
              {scheduleError}
            </p>
          ) : null}
        </div>
      ) : null}
      {/* The text has the whole width, at every size; the tools and the send button go under it (beside it,
          a professional's three tools left it a few words wide). */}
      <label htmlFor="mensaje-nuevo" className="sr-only">
        Mensaje
      </label>
      <textarea
        id="mensaje-nuevo"
        className="field-input block min-h-[2.75rem] w-full resize-y"
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder="Escribe tu mensaje"
      />
      <div className="flex flex-wrap items-center gap-2">
        {onSchedule ? (
          <button
            type="button"
            className="btn btn-secondary min-h-11 px-3"
            aria-pressed={scheduling}
            onClick={() => setScheduling((value) => !value)}
          >
            <Clock aria-hidden className="size-4" />
            <span className="sr-only">Programar envío</span>
          </button>
        ) : null}
        {scheduling ? null : (
          <>
            <input
              ref={picker}
              id={`adjuntar-${conversationId}`}
              type="file"
              accept={ATTACHMENT_ACCEPT}
              multiple
              className="peer sr-only"
              onChange={(event) => pick(event.target.files)}
            />
            <label
              htmlFor={`adjuntar-${conversationId}`}
              className="btn btn-secondary min-h-11 cursor-pointer px-3 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2"
              title="Adjuntar foto o PDF"
            >
              <Paperclip aria-hidden className="size-4" />
              <span className="sr-only">Adjuntar foto o PDF</span>
            </label>
          </>
        )}
        {clientFirstName !== null ? (
          <SavedRepliesMenu
            clientFirstName={clientFirstName}
            draft={draft}
            onInsert={(text) =>
              setDraft((current) => (current.trim() ? `${current.trimEnd()}\n${text}` : text))
            }
          />
        ) : null}
        <button
          type="submit"
          className="btn btn-primary ml-auto"
          disabled={scheduling ? !draft.trim() : !canSend}
        >
          {sending ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden className="size-4" />
          )}
          {scheduling ? 'Programar' : 'Enviar'}
        </button>
      </div>
    </form>
  );
}
