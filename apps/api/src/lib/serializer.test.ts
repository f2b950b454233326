import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendJsonText } from './serializer';

const PageSchema = z.object({ success: z.boolean(), items: z.array(z.object({ id: z.number() })) });

/** A route that sends `text` as written, on an app in production or not. */
async function appSending(text: string, isProduction: boolean) {
  const app = Fastify();
  app.decorate('config', { isProduction } as typeof app.config);
  app.get('/page', (_request, reply) => sendJsonText(reply, PageSchema, text));
  await app.ready();
  return app;
}

describe('answers already written as JSON text', () => {
  it('sends the text as it is, as JSON', async () => {
    const text = '{"success":true,"items":[{"id":1},{"id":2}]}';
    const answer = await (await appSending(text, false)).inject('/page');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toBe(text);
  });

  it('refuses, outside production, a text that drifts from the schema or holds a property it does not list', async () => {
    for (const text of [
      '{"success":true,"items":[{"id":"1"}]}',
      '{"success":true,"items":[{"id":1,"storageKey":"conversations/1/a.webp"}]}',
    ]) {
      const answer = await (await appSending(text, false)).inject('/page');
      expect(answer.statusCode, text).toBe(500);
      expect(answer.body).not.toContain('storageKey');
    }
  });

  it('does not parse the text again in production', async () => {
    const text = '{"success":true,"items":[]}';
    expect((await (await appSending(text, true)).inject('/page')).body).toBe(text);
  });
});
