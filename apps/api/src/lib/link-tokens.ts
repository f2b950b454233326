import crypto from 'node:crypto';

/**
 * The secrets in e-mailed links (a password reset, a visitor's booking confirmation): 256 random bits for
 * the link, and only their SHA-256 in the database, so a copy of the database opens no link.
 */
export const newLinkToken = () => crypto.randomBytes(32).toString('base64url');

export const linkTokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
