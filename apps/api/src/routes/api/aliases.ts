/**
 * SPEC §7 names some calls twice. Each alias is rewritten to its one canonical route before routing, so a
 * call has one handler, one gate and one schema whichever name it uses. This is the only list of them.
 * Matching is by path prefix; the query string is kept.
 */
export const SPEC_ALIASES: ReadonlyArray<readonly [alias: string, canonical: string]> = [
  ['/api/auth/token/refresh', '/api/auth/refresh'],
  ['/api/users/me/stats', '/api/profile/stats'],
  ['/api/users/me/avatar', '/api/profile/avatar'],
  ['/api/users/feedback', '/api/feedback'],
  ['/api/check-username/', '/api/auth/check-username/'],
  ['/api/membership/status', '/api/memberships/status'],
  ['/api/membership-purchase', '/api/checkout'],
  ['/api/biblioteca', '/api/resources'],
];

/** For Fastify's `rewriteUrl`: the canonical URL of an alias, anything else unchanged. */
export function canonicalUrl(url: string): string {
  if (!url.startsWith('/api/')) return url;
  for (const [alias, canonical] of SPEC_ALIASES) {
    if (!url.startsWith(alias)) continue;
    const rest = url.slice(alias.length);
    // A whole segment only: /api/users/feedbacks is not /api/users/feedback.
    if (alias.endsWith('/') || rest === '' || rest.startsWith('?') || rest.startsWith('/'))
      return canonical + rest;
  }
  return url;
}
