import { z } from 'zod';
import { ID_MAX, IdSchema, wholeNumber } from './api';
import { CONVERSATION_MESSAGES as M } from './messages/conversations';

/** Longest message, in characters (issue 46). */
export const MESSAGE_MAX_LENGTH = 4000;
/** Messages one sender may send in a minute. */
export const MESSAGES_PER_MINUTE = { max: 30, windowMs: 60_000 } as const;
export const MESSAGES_PAGE_SIZE = 50;
/** A photo or PDF attached to a message: its size limit, how many a sender may attach, and per message. */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const ATTACHMENTS_PER_HOUR = { max: 60, windowMs: 3_600_000 } as const;
export const ATTACHMENTS_PER_MESSAGE = 4;
/** What the file picker offers (the server decides by the bytes, never by this list). */
export const ATTACHMENT_ACCEPT =
  'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,application/pdf';
/** Threads in a page of her list: a phone shows about eight; older ones come a page at a time when she asks. */
export const CONVERSATIONS_PAGE_SIZE = 20;

/**
 * Characters that reorder or hide text (bidirectional overrides and isolates, zero-width joiners used to
 * disguise a link): a message with them could show one thing and say another, so it is refused.
 */
const HIDDEN_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\u2028\u2029\uFEFF]/;

export const MessageBodySchema = z
  .string({ error: M.bodyRequired })
  .trim()
  .min(1, M.bodyRequired)
  .max(MESSAGE_MAX_LENGTH, M.bodyTooLong)
  .refine((body) => !HIDDEN_CONTROL.test(body), M.bodyHidden);

/** POST /conversations: the member names the professional (her team card), the professional the member. */
export const OpenConversationSchema = z.union(
  [z.strictObject({ professional_id: IdSchema }), z.strictObject({ member_id: IdSchema })],
  { error: M.choosePerson },
);
export type OpenConversation = z.infer<typeof OpenConversationSchema>;

const OptionalBodySchema = z
  .string({ error: M.bodyRequired })
  .trim()
  .max(MESSAGE_MAX_LENGTH, M.bodyTooLong)
  .refine((body) => !HIDDEN_CONTROL.test(body), M.bodyHidden);

/** A message is its text, its attachments (uploaded first to the same thread), or both; never neither. */
export const SendMessageSchema = z
  .strictObject({
    body: OptionalBodySchema.default(''),
    client_id: z.uuid({ error: M.clientIdInvalid }),
    attachment_ids: z
      .array(IdSchema)
      .max(ATTACHMENTS_PER_MESSAGE, M.attachmentsPerMessage)
      .refine((ids) => new Set(ids).size === ids.length, M.attachmentUnavailable)
      .default([]),
  })
  .refine((message) => message.body.length > 0 || message.attachment_ids.length > 0, {
    message: M.bodyRequired,
    path: ['body'],
  });
export type SendMessage = z.infer<typeof SendMessageSchema>;

export const MarkReadSchema = z.strictObject({ message_id: IdSchema });

export const MessagesQuerySchema = z.object({
  /** The oldest message of the page already shown: a message id, so anything else is a page we cannot read. */
  before: wholeNumber(M.badCursor).pipe(z.number().positive(M.badCursor).max(ID_MAX, M.badCursor)).optional(),
  limit: wholeNumber(M.badPageSize)
    .pipe(z.number().min(1, M.badPageSize).max(MESSAGES_PAGE_SIZE, M.badPageSize))
    .default(MESSAGES_PAGE_SIZE),
});

export const ConversationsQuerySchema = z.object({
  cursor: z.string().max(200, M.badCursor).optional(),
});

export const AttachmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['image', 'pdf']),
  /** The name shown: the PDF's own, or "Foto" for a photo (its original name may say more than she meant). */
  name: z.string(),
  size: z.number().int(),
  /** A photo's pixels, so the thread keeps its place while it loads; null for a PDF. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** A signed link that opens this file for a few minutes, issued only to the thread's participants. */
  url: z.string(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;
export const AttachmentResponseSchema = z.object({ success: z.boolean(), attachment: AttachmentSchema });
export type AttachmentResponse = z.infer<typeof AttachmentResponseSchema>;

export const MessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  client_id: z.string(),
  /** Who wrote it, from the reader's side: hers or the other participant's. */
  mine: z.boolean(),
  sender_name: z.string(),
  body: z.string(),
  /** Her away reply, sent for her outside her hours. */
  automatic: z.boolean(),
  attachments: z.array(AttachmentSchema),
  created_at: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSchema = z.object({
  id: z.number().int(),
  /** The other participant as the reader sees her. */
  with: z.object({ name: z.string(), role: z.enum(['member', 'professional']), id: z.number().int() }),
  /** False once the care relationship has ended: history readable, no new messages. */
  open: z.boolean(),
  unread: z.number().int(),
  last_message: z
    .object({
      id: z.number().int(),
      /** Empty when the message is only attachments. */
      body: z.string(),
      mine: z.boolean(),
      created_at: z.string(),
    })
    .nullable(),
  /** The last of the reader's own messages the other participant has read ("Visto"), if any. */
  seen_up_to: z.number().int().nullable(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationResponseSchema = z.object({
  success: z.boolean(),
  conversation: ConversationSchema,
});
export type ConversationResponse = z.infer<typeof ConversationResponseSchema>;
export const ConversationsResponseSchema = z.object({
  success: z.boolean(),
  conversations: z.array(ConversationSchema),
  next_cursor: z.string().nullable(),
});
export type ConversationsResponse = z.infer<typeof ConversationsResponseSchema>;

export const MessagesResponseSchema = z.object({
  success: z.boolean(),
  messages: z.array(MessageSchema),
  /** Pass as `before` for the older page; null at the start of the conversation. */
  next_before: z.number().int().nullable(),
  seen_up_to: z.number().int().nullable(),
});
export type MessagesResponse = z.infer<typeof MessagesResponseSchema>;

export const MessageSentResponseSchema = z.object({ success: z.boolean(), message: MessageSchema });
export type MessageSentResponse = z.infer<typeof MessageSentResponseSchema>;
export const UnreadCountResponseSchema = z.object({ success: z.boolean(), unread: z.number().int() });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponseSchema>;

/** GET /conversations/contacts: the professionals caring for her now, whom she can write to. */
export const ContactsResponseSchema = z.object({
  success: z.boolean(),
  contacts: z.array(z.object({ id: z.number().int(), name: z.string(), specialization: z.string() })),
});
export type ContactsResponse = z.infer<typeof ContactsResponseSchema>;

/**
 * How long a message may stay unread before its recipient gets an e-mail (one per thread per burst): the
 * default of the admins' setting `unread_message_email_minutes`.
 */
export const UNREAD_EMAIL_AFTER_MINUTES = 10;

/** How many saved replies a professional keeps. */
export const SAVED_REPLIES_MAX = 100;

export const SavedReplyInputSchema = z.strictObject({
  title: z
    .string({ error: M.replyTitleRequired })
    .trim()
    .min(1, M.replyTitleRequired)
    .max(60, M.replyTitleTooLong),
  body: MessageBodySchema,
});
export type SavedReplyInput = z.infer<typeof SavedReplyInputSchema>;

export const SavedReplySchema = z.object({ id: z.number().int(), title: z.string(), body: z.string() });
export type SavedReply = z.infer<typeof SavedReplySchema>;
export const SavedRepliesResponseSchema = z.object({
  success: z.boolean(),
  replies: z.array(SavedReplySchema),
});
export type SavedRepliesResponse = z.infer<typeof SavedRepliesResponseSchema>;
export const SavedReplyResponseSchema = z.object({ success: z.boolean(), reply: SavedReplySchema });
export type SavedReplyResponse = z.infer<typeof SavedReplyResponseSchema>;

/**
 * A saved reply as it enters a message: "{nombre}" becomes the client's first name, so one text greets
 * each client by hers.
 */
export function fillSavedReply(body: string, firstName: string): string {
  return body.replaceAll('{nombre}', firstName);
}

export const ReportMessageSchema = z.strictObject({
  reason: z
    .string({ error: M.reportReasonRequired })
    .trim()
    .min(3, M.reportReasonRequired)
    .max(500, M.reportReasonTooLong),
});

/** What an admin writes before reading a thread: the reason stays in the audit log. */
export const AdminReadSchema = z.strictObject({
  reason: z
    .string({ error: M.adminReasonRequired })
    .trim()
    .min(10, M.adminReasonRequired)
    .max(500, M.reportReasonTooLong),
});

export const MessageReportSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  message_id: z.number().int(),
  member: z.string(),
  professional: z.string(),
  reported_by: z.string(),
  reason: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type MessageReport = z.infer<typeof MessageReportSchema>;
export const MessageReportsResponseSchema = z.object({
  success: z.boolean(),
  reports: z.array(MessageReportSchema),
});
export type MessageReportsResponse = z.infer<typeof MessageReportsResponseSchema>;

/** A thread as an admin reads it after giving her reason: both names and its newest messages. */
export const AdminThreadResponseSchema = z.object({
  success: z.boolean(),
  member: z.string(),
  professional: z.string(),
  messages: z.array(MessageSchema),
});
export type AdminThreadResponse = z.infer<typeof AdminThreadResponseSchema>;

/** How far ahead a message may be scheduled. */
export const SCHEDULE_MAX_DAYS = 30;

export const ScheduleMessageSchema = z.strictObject({
  body: MessageBodySchema,
  client_id: z.uuid({ error: M.clientIdInvalid }),
  send_at: z.iso.datetime({ offset: true, error: M.scheduleInvalid }),
});
export type ScheduleMessage = z.infer<typeof ScheduleMessageSchema>;

export const ScheduledMessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  send_at: z.string(),
});
export type ScheduledMessage = z.infer<typeof ScheduledMessageSchema>;
export const ScheduledMessagesResponseSchema = z.object({
  success: z.boolean(),
  scheduled: z.array(ScheduledMessageSchema),
});
export type ScheduledMessagesResponse = z.infer<typeof ScheduledMessagesResponseSchema>;
export const ScheduledMessageResponseSchema = z.object({
  success: z.boolean(),
  scheduled: ScheduledMessageSchema,
});
export type ScheduledMessageResponse = z.infer<typeof ScheduledMessageResponseSchema>;

/** A member gets a professional's away reply at most this often in one thread. */
export const AWAY_REPLY_EVERY_HOURS = 12;

export const AwayReplySchema = z
  .strictObject({
    enabled: z.boolean(),
    body: z.string().trim().max(1000, M.awayTooLong),
  })
  .refine((reply) => !reply.enabled || reply.body.length > 0, { message: M.awayEmpty, path: ['body'] });
export type AwayReply = z.infer<typeof AwayReplySchema>;
export const AwayReplyResponseSchema = z.object({
  success: z.boolean(),
  away_reply: AwayReplySchema,
  /** Whether she has weekly hours at all: without them there is no "outside her hours". */
  has_hours: z.boolean(),
});
export type AwayReplyResponse = z.infer<typeof AwayReplyResponseSchema>;
