import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { conversationAttachments, conversationMessages, conversations } from '../schema/index';
import { DEMO_ATTACHMENTS, type DemoAttachmentName } from './demo-attachments';

const DAY_MS = 86_400_000;

type DemoMessage = [
  side: 'member' | 'professional',
  body: string,
  daysAgo: number,
  attachment?: DemoAttachmentName,
];

/**
 * Three of Camila's clients have written with her between visits (issue 46); one answer awaits her. Josefa
 * sent a photo of her lunch and Andrea her lab results, so a fresh demo shows both kinds of attachment.
 */
const THREADS: { email: string; messages: DemoMessage[] }[] = [
  {
    email: 'socia@vitalia.cl',
    messages: [
      ['member', 'Hola Camila, ¿la colación de la tarde puede ser un pan con palta?', 3],
      [
        'professional',
        '¡Sí! Media marraqueta con palta y tomate está muy bien. Acompáñala con agua o té sin azúcar.',
        3,
      ],
      ['member', 'Así quedó mi almuerzo de hoy, ¿voy bien con las porciones?', 2, 'lunch-photo'],
      ['professional', 'Muy bien: la mitad del plato con verduras y el cuarto de legumbres. ¡Sigue así!', 2],
      ['member', 'Perfecto, gracias. Esta semana la cumplí cuatro días.', 1],
    ],
  },
  {
    email: 'demo.1@vitalia.cl',
    messages: [
      ['professional', 'Hola, ¿cómo te has sentido con el nuevo horario de comidas?', 6],
      [
        'member',
        'Mejor, con menos hambre en la noche. Te dejo los exámenes que me pediste.',
        5,
        'lab-results',
      ],
      [
        'professional',
        'Gracias, los reviso. Dejemos el sábado planificado el viernes; lo vemos en el control.',
        5,
      ],
    ],
  },
  {
    email: 'demo.3@vitalia.cl',
    messages: [['member', '¿Puedo cambiar la caminata por bicicleta estática?', 0]],
  },
];

/**
 * The demo threads with their messages, read pointers and unread counters as sending would have left them.
 * An attachment is a row with its fixed storage key; its file is written after start (demo-files.ts).
 */
export async function seedDemoConversations(
  db: Db,
  trainerId: number,
  trainerUserId: number | null,
  people: { id: number; email: string }[],
): Promise<void> {
  for (const thread of THREADS) {
    const person = people.find((row) => row.email === thread.email);
    if (!person) continue;
    const [conversation] = await db
      .insert(conversations)
      .values({ memberId: person.id, trainerId })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (!conversation) continue;
    let last: { id: number; at: Date } | null = null;
    const lastOf = { member: 0, professional: 0 };
    for (const [index, [side, body, daysAgo, attachment]] of thread.messages.entries()) {
      const at = new Date(Date.now() - daysAgo * DAY_MS - (thread.messages.length - index) * 3_600_000);
      const senderUserId = side === 'member' ? person.id : trainerUserId;
      const [row] = await db
        .insert(conversationMessages)
        .values({
          conversationId: conversation.id,
          senderSide: side,
          senderUserId,
          body,
          clientId: crypto.randomUUID(),
          createdAt: at,
          attachmentCount: attachment ? 1 : 0,
        })
        .returning({ id: conversationMessages.id });
      if (!row) continue;
      last = { id: row.id, at };
      lastOf[side] = row.id;
      if (attachment) {
        const file = DEMO_ATTACHMENTS[attachment];
        await db.insert(conversationAttachments).values({
          conversationId: conversation.id,
          messageId: row.id,
          uploaderUserId: senderUserId,
          kind: file.kind,
          storageKey: file.key,
          name: file.name,
          sizeBytes: 0,
          width: file.width,
          height: file.height,
          createdAt: at,
        });
      }
    }
    if (!last) continue;
    // She has read everything; Camila has read up to her own last message.
    const sides = thread.messages.map(([side]) => side);
    const unreadForCamila = sides.filter(
      (side, index) => side === 'member' && index > sides.lastIndexOf('professional'),
    ).length;
    await db
      .update(conversations)
      .set({
        lastMessageId: last.id,
        lastMessageAt: last.at,
        memberReadId: last.id,
        trainerReadId: lastOf.professional,
        trainerUnread: unreadForCamila,
      })
      .where(eq(conversations.id, conversation.id));
  }
}
