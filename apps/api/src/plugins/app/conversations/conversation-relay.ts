import { z } from 'zod';
import { domainPlugin } from '../domain-plugin';
import { CONVERSATIONS_CHANNEL } from './conversation-signals-repository';

const SignalSchema = z.object({
  conversationId: z.number().int().positive(),
  kind: z.enum(['message', 'read']),
  messageId: z.number().int().nonnegative(),
  to: z.array(z.number().int().positive()).max(2).optional(),
});

declare module 'fastify' {
  interface FastifyInstance {
    conversationRelay: { readonly listening: true };
  }
}

/**
 * Real time for messages (issue 46): one LISTEN per instance on the conversations channel; each NOTIFY (ids
 * only) reaches the open notification streams of the thread's two participants held here, as a
 * `conversation` event with the thread, what happened and the message id. The page then fetches what it
 * lacks; after a reconnect (the stream's `ready`) it refetches everything, so nothing missed is lost.
 */
export default domainPlugin(
  'conversationRelay',
  async (app) => {
    const hub = app.notificationHub;
    const unlisten = await app.database.listen(CONVERSATIONS_CHANNEL, (payload) => {
      if (hub.connections === 0) return;
      let signal: z.infer<typeof SignalSchema>;
      try {
        signal = SignalSchema.parse(JSON.parse(payload));
      } catch {
        return;
      }
      // The signal names the thread's accounts; one from an instance of an older release does not.
      const accounts = signal.to
        ? Promise.resolve(signal.to)
        : app.conversationsRepository.participants(signal.conversationId);
      void accounts
        .then((userIds) => {
          if (!hub.holds(userIds)) return;
          hub.signal(userIds, 'conversation', {
            conversation_id: signal.conversationId,
            kind: signal.kind,
            message_id: signal.messageId,
          });
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'conversation fan-out failed'));
    });
    app.addHook('onClose', async () => {
      await unlisten();
    });
    return { listening: true as const };
  },
  ['database', 'notification-hub', 'conversations-repository'],
);
