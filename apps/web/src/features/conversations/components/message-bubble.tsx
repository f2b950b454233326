import { Fragment, type ReactNode } from 'react';
import clsx from 'clsx';
import { FileText } from 'lucide-react';
import type { Attachment, Message } from '@vitalia/shared/conversations';
import { formatShortDateTime } from '@vitalia/shared/dates';
import { formatFileSize } from '@vitalia/shared/file-size';
import { textPieces } from '@vitalia/shared/text-links';

/** A message's text, as text (React never reads it as HTML), its web addresses made links. */
function MessageText({ body }: { body: string }) {
  if (!body) return null;
  return (
    <p className="whitespace-pre-wrap break-words text-gray-900">
      {textPieces(body).map((piece, index) =>
        piece.kind === 'link' ? (
          <a
            key={index}
            href={piece.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-brand-700 underline"
          >
            {piece.text}
          </a>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </p>
  );
}

/**
 * A photo (its size reserved, so the thread does not jump while it loads; opens whole in a new tab) or a
 * PDF (its name and size; downloads). Links are short-lived: a thread reloaded later gets new ones.
 */
export function AttachmentView({ attachment, from }: { attachment: Attachment; from: string }) {
  if (attachment.kind === 'image')
    return (
      <a href={attachment.url} target="_blank" rel="noopener noreferrer" className="block">
        <img
          src={attachment.url}
          alt={`Foto enviada por ${from}`}
          width={attachment.width ?? undefined}
          height={attachment.height ?? undefined}
          loading="lazy"
          className="h-auto max-h-72 w-auto max-w-full rounded-md border border-gray-200 bg-white object-contain"
        />
      </a>
    );
  return (
    <a
      href={attachment.url}
      className="flex items-center gap-2 rounded-md border border-gray-200 bg-white p-2 text-sm hover:border-brand-300"
    >
      <FileText aria-hidden className="size-5 shrink-0 text-red-700" />
      <span className="min-w-0">
        <span className="block truncate font-medium text-brand-800 underline">{attachment.name}</span>
        <span className="block text-xs text-gray-600">PDF · {formatFileSize(attachment.size)}</span>
      </span>
    </a>
  );
}

/** One message with its attachments; "Visto" under her last one the other side has read. */
export function Bubble({ message, seen, footer }: { message: Message; seen: boolean; footer?: ReactNode }) {
  const from = message.mine ? 'ti' : message.sender_name;
  return (
    <div
      className={clsx(
        'max-w-[85%] space-y-2 rounded-lg p-2',
        message.mine ? 'ml-auto bg-brand-50' : 'bg-gray-100',
      )}
    >
      {message.mine ? null : <p className="text-xs font-semibold text-gray-700">{message.sender_name}</p>}
      {message.automatic ? <p className="text-xs italic text-gray-600">Respuesta automática</p> : null}
      {message.attachments.map((attachment) => (
        <AttachmentView key={attachment.id} attachment={attachment} from={from} />
      ))}
      <MessageText body={message.body} />
      <p className="text-right text-xs text-gray-600">
        {formatShortDateTime(message.created_at)}
        {seen ? ' · Visto' : ''}
      </p>
      {footer}
    </div>
  );
}

/** What the thread list says of a message: its text, or what it carried. */
export function messagePreview(body: string): string {
  return body || 'Archivo adjunto';
}
