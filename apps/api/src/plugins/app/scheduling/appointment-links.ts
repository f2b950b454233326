import crypto from 'node:crypto';
import { domainPlugin } from '../domain-plugin';

/** What a link from an e-mail may do: one thing each, under its own key. */
export type LinkPurpose = 'cancel' | 'reschedule';

/** What a manage link names: the appointment, its version (reschedules) and when the link expires. */
export interface ManageClaim {
  purpose: LinkPurpose;
  id: number;
  version: number;
  /** Unix seconds: the appointment's start (a link is of no use after it). */
  exp: number;
}

const PURPOSES: readonly LinkPurpose[] = ['cancel', 'reschedule'];

/**
 * The links e-mails carry to cancel or move an appointment without signing in (ADR 0040): single purpose
 * (each purpose has a key derived for it alone, so a cancel link cannot move and the reverse), bound to the
 * appointment's version (a reschedule voids older links) and expiring at its start; a cancelled
 * appointment's links are spent. Signed, so nothing is stored.
 */
export function appointmentLinks(secret: string, publicUrl: string) {
  const keys = new Map(
    PURPOSES.map((purpose) => [
      purpose,
      crypto.createHmac('sha256', secret).update(`vitalia.appointment-${purpose}-link.v1`).digest(),
    ]),
  );
  const signatureOf = (purpose: LinkPurpose, payload: string) =>
    crypto
      .createHmac('sha256', keys.get(purpose) ?? Buffer.alloc(32))
      .update(payload)
      .digest('base64url');

  function token(claim: ManageClaim): string {
    const payload = Buffer.from(JSON.stringify([claim.id, claim.version, claim.exp])).toString('base64url');
    return `${payload}.${signatureOf(claim.purpose, payload)}`;
  }

  const urlOf = (
    purpose: LinkPurpose,
    appointment: { id: number; rescheduleCount: number; startsAt: Date },
  ) =>
    `${publicUrl}/citas/gestionar?t=${token({
      purpose,
      id: appointment.id,
      version: appointment.rescheduleCount,
      exp: Math.floor(appointment.startsAt.getTime() / 1000),
    })}`;

  return {
    token,
    cancelUrl: (appointment: { id: number; rescheduleCount: number; startsAt: Date }) =>
      urlOf('cancel', appointment),
    rescheduleUrl: (appointment: { id: number; rescheduleCount: number; startsAt: Date }) =>
      urlOf('reschedule', appointment),

    /** The claim of an intact, unexpired link of either purpose; undefined for anything else. */
    verify(value: string, now = Date.now()): ManageClaim | undefined {
      const match = /^([A-Za-z0-9_-]{4,80})\.([A-Za-z0-9_-]{43})$/.exec(value);
      if (!match?.[1] || !match[2]) return undefined;
      const payload = match[1];
      const given = Buffer.from(match[2]);
      const purpose = PURPOSES.find((candidate) => {
        const expected = Buffer.from(signatureOf(candidate, payload));
        return given.length === expected.length && crypto.timingSafeEqual(given, expected);
      });
      if (!purpose) return undefined;
      let parts: unknown;
      try {
        parts = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      if (!Array.isArray(parts) || parts.length !== 3 || !parts.every((part) => Number.isSafeInteger(part)))
        return undefined;
      const [id, version, exp] = parts as [number, number, number];
      if (exp * 1000 <= now) return undefined;
      return { purpose, id, version, exp };
    },
  };
}

export type AppointmentLinks = ReturnType<typeof appointmentLinks>;

declare module 'fastify' {
  interface FastifyInstance {
    appointmentLinks: AppointmentLinks;
  }
}

export default domainPlugin(
  'appointmentLinks',
  (app) => appointmentLinks(app.config.SESSION_SECRET, app.config.PUBLIC_URL),
  [],
);
