import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** What a manage link names: the appointment, its version (reschedules) and when the link expires. */
export interface ManageClaim {
  id: number;
  version: number;
  /** Unix seconds: the appointment's start (a link is of no use after it). */
  exp: number;
}

/**
 * The links e-mails carry to cancel an appointment without signing in (ADR 0040): single purpose (the key
 * is derived for "cancel" only), bound to the appointment's version (a reschedule voids older links) and
 * expiring at its start; a cancelled appointment's link is spent. Signed, so nothing is stored.
 */
export function appointmentLinks(secret: string, publicUrl: string) {
  const key = crypto.createHmac('sha256', secret).update('vitalia.appointment-cancel-link.v1').digest();
  const signatureOf = (payload: string) =>
    crypto.createHmac('sha256', key).update(payload).digest('base64url');

  return {
    token(claim: ManageClaim): string {
      const payload = Buffer.from(JSON.stringify([claim.id, claim.version, claim.exp])).toString('base64url');
      return `${payload}.${signatureOf(payload)}`;
    },

    cancelUrl(appointment: { id: number; rescheduleCount: number; startsAt: Date }): string {
      const token = this.token({
        id: appointment.id,
        version: appointment.rescheduleCount,
        exp: Math.floor(appointment.startsAt.getTime() / 1000),
      });
      return `${publicUrl}/citas/gestionar?t=${token}`;
    },

    /** The claim of an intact, unexpired link; undefined for anything else. */
    verify(token: string, now = Date.now()): ManageClaim | undefined {
      const match = /^([A-Za-z0-9_-]{4,80})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match?.[1] || !match[2]) return undefined;
      const expected = Buffer.from(signatureOf(match[1]));
      const given = Buffer.from(match[2]);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
      let parts: unknown;
      try {
        parts = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      if (!Array.isArray(parts) || parts.length !== 3 || !parts.every((part) => Number.isSafeInteger(part)))
        return undefined;
      const [id, version, exp] = parts as [number, number, number];
      if (exp * 1000 <= now) return undefined;
      return { id, version, exp };
    },
  };
}

export type AppointmentLinks = ReturnType<typeof appointmentLinks>;

declare module 'fastify' {
  interface FastifyInstance {
    appointmentLinks: AppointmentLinks;
  }
}

export const appointmentLinksPlugin = (options: { secret: string; publicUrl: string }) =>
  fp(
    async (app: FastifyInstance) => {
      app.decorate('appointmentLinks', appointmentLinks(options.secret, options.publicUrl));
    },
    { name: 'appointment-links' },
  );
