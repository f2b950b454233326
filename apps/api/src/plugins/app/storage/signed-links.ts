import crypto from 'node:crypto';
import { FILE_MESSAGES } from '@vitalia/shared/messages/general';
import { AppError } from '../../../lib/app-error';
import type { SignedUrlOptions } from './file-storage';

/** Where the API serves disk files by signed link; the key follows. */
export const SIGNED_FILES_PATH = '/api/files/';

/** The query of a signed link: expiry (unix seconds), disposition, file name, signature. */
export interface SignedLinkQuery {
  exp?: string;
  disp?: string;
  name?: string;
  sig?: string;
}

export interface VerifiedLink {
  disposition: 'inline' | 'attachment';
  filename: string | undefined;
}

/**
 * Links for files on the local disk, which has no presigner of its own: an HMAC over the key, the expiry,
 * the disposition and the file name, so a link opens one file, as it was issued, until it expires. The
 * key is derived from the session secret for this one purpose (no new secret to configure). Links are
 * root-relative: the browser that asked resolves them against the address it reached this app at (a
 * configured PUBLIC_URL of `localhost` would be another origin, refused by the page's CSP, at `127.0.0.1`).
 */
export function signedLinks(secret: string) {
  const signingKey = crypto.createHmac('sha256', secret).update('vitalia.files.signed-link.v1').digest();
  const signatureOf = (parts: (string | number)[]) =>
    crypto.createHmac('sha256', signingKey).update(JSON.stringify(parts)).digest('base64url');

  return {
    sign(key: string, options: SignedUrlOptions, now = Date.now()): string {
      const exp = Math.floor(now / 1000) + Math.max(1, Math.floor(options.ttlSeconds));
      const disp = options.disposition ?? 'inline';
      const name = options.filename ?? '';
      const query = new URLSearchParams({ exp: String(exp), disp, name });
      query.set('sig', signatureOf([key, exp, disp, name]));
      return `${SIGNED_FILES_PATH}${key}?${query.toString()}`;
    },

    /** A forged or altered link is a 403, and so is an expired one, each with its own Spanish words. */
    verify(key: string, query: SignedLinkQuery, now = Date.now()): VerifiedLink {
      const { exp, disp, name = '', sig } = query;
      const invalid = () => new AppError(403, FILE_MESSAGES.linkInvalid, 'FORBIDDEN');
      if (!exp || !/^\d{1,12}$/.test(exp) || (disp !== 'inline' && disp !== 'attachment') || !sig)
        throw invalid();
      const expected = Buffer.from(signatureOf([key, Number(exp), disp, name]));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw invalid();
      if (Number(exp) * 1000 <= now) throw new AppError(403, FILE_MESSAGES.linkExpired, 'LINK_EXPIRED');
      return { disposition: disp, filename: name || undefined };
    },
  };
}

export type SignedLinks = ReturnType<typeof signedLinks>;
