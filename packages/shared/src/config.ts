import { z } from 'zod';

/** What the SPA learns from `GET /api/config` at start (an explicit allowlist, nothing secret). */
export const PublicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  environment: z.enum(['development', 'production', 'test']),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

const PLACEHOLDER_HINTS = ['your', 'placeholder', 'example', 'changeme', 'xxx', 'todo'];

/** A Google client id is usable only when it looks like a real one (`…apps.googleusercontent.com`). */
export function isPlaceholderGoogleClientId(clientId: string | null | undefined): boolean {
  if (!clientId) return true;
  const lower = clientId.toLowerCase();
  if (PLACEHOLDER_HINTS.some((hint) => lower.includes(hint))) return true;
  return !/^[0-9]+-[a-z0-9]+\.apps\.googleusercontent\.com$/.test(lower);
}
