import type { Attachment, Message } from '@vitalia/shared/conversations';
import type { FileStorage } from '../storage';
import type { AttachmentRow, ConversationAttachmentsRepository } from './conversation-attachments-repository';

/** What a thread's page needs of an attachment to show it and sign its link. */
export type AttachmentLink = Pick<
  AttachmentRow,
  'id' | 'kind' | 'name' | 'sizeBytes' | 'width' | 'height' | 'storageKey'
>;

/** How long a link in the thread opens its file: enough to look, too short to pass around. */
const LINK_SECONDS = 10 * 60;
/** Links in her data export last a week: she downloads the export, then the files. */
const EXPORT_LINK_SECONDS = 7 * 24 * 3600;

/** The name a browser saves the file under: the PDF's own, a photo's neutral one. */
export const downloadName = (row: { kind: AttachmentRow['kind']; name: string }) =>
  row.kind === 'pdf' ? row.name : 'foto.webp';

/**
 * An attachment as its thread's participants see it, with a short signed link; PDFs download rather than
 * open in the page (a PDF may carry scripts a browser's viewer runs).
 */
export const presentAttachment = async (storage: FileStorage, row: AttachmentLink): Promise<Attachment> => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  size: row.sizeBytes,
  width: row.width,
  height: row.height,
  url: await storage.signedUrl(row.storageKey, {
    ttlSeconds: LINK_SECONDS,
    disposition: row.kind === 'pdf' ? 'attachment' : 'inline',
    filename: downloadName(row),
  }),
});

/** A message's attachments as its thread shows them, in the order they were uploaded. */
export const presentAttachments = (storage: FileStorage, rows: AttachmentLink[]): Promise<Attachment[]> =>
  Promise.all(rows.map((row) => presentAttachment(storage, row)));

/**
 * A page's messages as PostgreSQL wrote them (`ThreadPage.messages`), each attachment given its signed link:
 * for a page with files, and for an admin's reading.
 */
export async function pageMessages(storage: FileStorage, text: string): Promise<Message[]> {
  const messages = JSON.parse(text) as (Omit<Message, 'attachments'> & { attachments: AttachmentLink[] })[];
  return Promise.all(
    messages.map(async (message) =>
      message.attachments.length === 0
        ? { ...message, attachments: [] }
        : { ...message, attachments: await presentAttachments(storage, message.attachments) },
    ),
  );
}

/** Her data export: each file sent in her threads, with a link that lasts a week. */
export async function exportedAttachments(
  storage: FileStorage,
  repo: ConversationAttachmentsRepository,
  memberId: number,
) {
  const rows = await repo.exportFor(memberId, 5_000);
  return Promise.all(
    rows.map(async (row) => ({
      conversation_id: row.conversationId,
      kind: row.kind,
      name: row.name,
      size: row.size,
      sent_at: row.sentAt.toISOString(),
      url: await storage.signedUrl(row.key, {
        ttlSeconds: EXPORT_LINK_SECONDS,
        disposition: 'attachment',
        filename: downloadName(row),
      }),
    })),
  );
}
