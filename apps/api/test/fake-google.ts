import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

export const FAKE_GOOGLE_CLIENT_ID = '1234567890-vitaliatestclient.apps.googleusercontent.com';

/** A local stand-in for Google's JWKS endpoint, and a signer for ID tokens like Google's. */
export async function startFakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const foreign = await generateKeyPair('RS256');

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    async sign(
      claims: Record<string, unknown>,
      options: { audience?: string; issuer?: string; expiresIn?: string | number; foreignKey?: boolean } = {},
    ) {
      return new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1' })
        .setIssuer(options.issuer ?? 'https://accounts.google.com')
        .setAudience(options.audience ?? FAKE_GOOGLE_CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(options.foreignKey ? foreign.privateKey : privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
