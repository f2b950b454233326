import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  picture: string | null;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Verifies a Google Identity Services ID token: signature against Google's published keys, audience,
 * issuer and expiry (jose checks exp/nbf). Only a verified e-mail is accepted, since we link accounts by it.
 */
export function createGoogleVerifier(options: { clientId: string; jwksUrl: string }) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { cacheMaxAge: 60 * 60 * 1000 });
  return async function verifyGoogleToken(token: string): Promise<GoogleIdentity | null> {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        clockTolerance: 5,
      });
      const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
      if (!payload.sub || !email || payload.email_verified !== true) return null;
      return {
        sub: payload.sub,
        email,
        givenName: typeof payload.given_name === 'string' ? payload.given_name : '',
        familyName: typeof payload.family_name === 'string' ? payload.family_name : '',
        picture: typeof payload.picture === 'string' ? payload.picture : null,
      };
    } catch {
      return null;
    }
  };
}
