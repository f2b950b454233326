import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../../lib/assert-can';

/**
 * What the admins' editing routes do when a professional calls them for her own content (ADR 0043, 0047):
 * an `:id` is checked against the policy table's `update:<kind>:own` before any body is read (anyone else's
 * is a 404), and what she creates carries her own team card. For admins it does nothing: every item, and
 * the body's choice.
 */
export function professionalScope(
  app: FastifyInstance,
  scope: 'admin' | 'trainer',
  editor: {
    assertMayEdit(actor: Actor, id: number): Promise<void>;
    ownTrainerId(userId: number): Promise<number>;
  },
) {
  const own = scope === 'trainer';
  if (own)
    app.addHook('preHandler', async (request) => {
      const id = (request.params as { id?: number } | undefined)?.id;
      if (typeof id === 'number') await editor.assertMayEdit(request.user, id);
    });
  return {
    own,
    /** Her team card on a professional's call; undefined on an admin's. */
    ownerOf: async (request: FastifyRequest) => (own ? editor.ownTrainerId(request.user.id) : undefined),
  };
}
