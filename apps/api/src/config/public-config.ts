import { isPlaceholderGoogleClientId, type PublicConfig } from '@vitalia/shared/config';
import type { AppConfig } from './env';

/** What the web app may know of this instance's configuration: GET /api/config, and inline in its pages. */
export function publicConfigOf(config: AppConfig): PublicConfig {
  return {
    googleClientId: isPlaceholderGoogleClientId(config.GOOGLE_CLIENT_ID)
      ? null
      : (config.GOOGLE_CLIENT_ID ?? null),
    environment: config.NODE_ENV,
  };
}
