import type { z } from 'zod';

/**
 * An opaque page cursor (keyset pagination): the JSON of where a page starts or ends, in base64url. It comes
 * back from the client, so it is parsed with a schema and only ever bound as query parameters; anything
 * that does not parse is `null` and the caller answers 400.
 */
export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeCursor<T>(text: string, schema: z.ZodType<T>): T | null {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
