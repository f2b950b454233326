import type { FastifyRequest } from 'fastify';

/** Who did it and from where; built from the request in the route, so services stay HTTP-free. */
export interface AuditActor {
  id: number;
  email: string;
  ip: string;
}

/** What the platform does on its own (an automatic refund): no person, no address. */
export const SYSTEM_ACTOR_LABEL = 'Vitalia (automático)';

export function actorOf(request: FastifyRequest): AuditActor {
  return { id: request.user.id, email: request.user.email, ip: request.ip };
}
