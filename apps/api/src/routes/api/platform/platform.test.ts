import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS } from '@vitalia/shared/messages/general';
import { FIRST_SCREEN_START_SCRIPT, FIRST_SCREEN_TAPS_SCRIPT } from '@vitalia/shared/first-screen';
import { outboxEmails } from '../../../db/schema/index';
import { isDatabaseUnavailable } from '../../../lib/database-errors';
import { HEALTH_PING_TIMEOUT_MS } from '../../../plugins/app/database';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';

describe('platform: health, errors, CSRF, outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({}, (app) => {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      typed.post(
        '/api/test/echo',
        { schema: { body: z.object({ name: z.string().min(2, 'Nombre muy corto') }) } },
        async (request) => ({
          success: true,
          name: request.body.name,
        }),
      );
      typed.get('/api/test/boom', async () => {
        throw new Error('connection string postgres://secret@db');
      });
    });
  });
  afterAll(() => ctx.close());

  it('reports a healthy database', async () => {
    const response = await new TestAgent(ctx.app).get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database does not respond, re-checking at most once a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5000); // past the answer cached by the previous test
    const spy = vi.spyOn(ctx.database, 'ping').mockRejectedValue(new Error('down'));
    const response = await new TestAgent(ctx.app).get('/api/health');
    await new TestAgent(ctx.app).get('/api/health');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
    spy.mockRestore();
    vi.setSystemTime(Date.now() + 5000);
    expect((await new TestAgent(ctx.app).get('/api/health')).statusCode).toBe(200);
    vi.useRealTimers();
  });

  it('answers 503 within its bound when the ping hangs, as in a network partition (issue 43 §4)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000); // past every answer cached by the tests before
    const spy = vi.spyOn(ctx.database, 'ping').mockImplementation(() => new Promise(() => {}));
    // performance.now(): Date is faked (and stands still) here.
    const started = performance.now();
    const response = await new TestAgent(ctx.app).get('/api/health');
    expect(response.statusCode).toBe(503);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(HEALTH_PING_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(HEALTH_PING_TIMEOUT_MS + 1000);
    spy.mockRestore();
    vi.useRealTimers();
  });

  it('calls refused connections an outage (503), not a crash (issue 43 §4)', () => {
    for (const code of ['55000', '53300', '3D000'])
      expect(isDatabaseUnavailable(Object.assign(new Error('refused'), { code })), code).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('bad'), { code: '42P01' }))).toBe(false);
  });

  it('sends the security headers on every response: the full set on pages, the short one on JSON', async () => {
    const page = await new TestAgent(ctx.app).get('/login');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
    expect(page.headers['strict-transport-security']).toBeUndefined();
    // The drawn pages' two inline scripts (ADR 0035, 0049), and no other, by their hashes.
    const scriptSrc = /script-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1];
    const hashes = scriptSrc?.split(' ').filter((source) => source.startsWith("'sha256-"));
    expect(hashes?.sort()).toEqual(
      [FIRST_SCREEN_TAPS_SCRIPT, FIRST_SCREEN_START_SCRIPT]
        .map((script) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`)
        .sort(),
    );
    expect(scriptSrc).not.toContain('unsafe-inline');
    const api = await new TestAgent(ctx.app).get('/api/health');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['strict-transport-security']).toBeUndefined();
  });

  it('sets a readable CSRF cookie on the first response', async () => {
    const agent = new TestAgent(ctx.app);
    const response = await agent.get('/api/config');
    const cookie = response.cookies.find((c) => c.name === 'csrf_token');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(response.json()).toEqual({ googleClientId: null, environment: 'test' });
  });

  it('refuses a state-changing call without the CSRF header, and with a wrong one', async () => {
    const agent = new TestAgent(ctx.app);
    const missing = await agent.request({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ana' },
      csrf: false,
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ success: false, message: API_ERRORS.csrf, code: 'CSRF_INVALID' });
    const wrong = await agent.request({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ana' },
      csrf: false,
      headers: { 'x-csrf-token': 'x'.repeat(32) },
    });
    expect(wrong.statusCode).toBe(403);
    const ok = await agent.post('/api/test/echo', { name: 'Ana' });
    expect(ok.statusCode).toBe(200);
  });

  it('gives 400 with Spanish field errors for an invalid body', async () => {
    const response = await new TestAgent(ctx.app).post('/api/test/echo', { name: 'A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Nombre muy corto',
      code: 'VALIDATION_ERROR',
      errors: { name: 'Nombre muy corto' },
    });
  });

  it('gives 400 in Spanish for a wrong type, using zod’s Spanish locale', async () => {
    const response = await new TestAgent(ctx.app).post('/api/test/echo', { name: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.name).toMatch(/Entrada inválida/);
  });

  it('gives 400 for malformed JSON', async () => {
    const response = await new TestAgent(ctx.app).request({
      method: 'POST',
      url: '/api/test/echo',
      payload: '{"name": "Ana"',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: API_ERRORS.malformedJson,
      code: 'MALFORMED_JSON',
    });
  });

  it('gives 413 for a body over 1 MB', async () => {
    const response = await new TestAgent(ctx.app).post('/api/test/echo', { name: 'x'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: API_ERRORS.payloadTooLarge });
  });

  it('gives 415 for an unsupported content type', async () => {
    const response = await new TestAgent(ctx.app).request({
      method: 'POST',
      url: '/api/test/echo',
      payload: 'name=Ana',
      headers: { 'content-type': 'text/xml' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('never leaks internals on a 500', async () => {
    const response = await new TestAgent(ctx.app).get('/api/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.internal, code: 'INTERNAL_ERROR' });
  });

  it('answers unknown API routes with a JSON 404, not the SPA', async () => {
    const response = await new TestAgent(ctx.app).get('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.routeNotFound, code: 'NOT_FOUND' });
  });

  it('lists the dev outbox newest first', async () => {
    await ctx.app.mailer.send({ to: 'uno@example.cl', subject: 'Primero', text: 'a' });
    await ctx.app.mailer.send({ to: 'dos@example.cl', subject: 'Segundo', text: 'b' });
    const response = await new TestAgent(ctx.app).get('/api/dev/outbox');
    const subjects = response.json().emails.map((email: { subject: string }) => email.subject);
    expect(subjects.slice(0, 2)).toEqual(['Segundo', 'Primero']);
    const filtered = await new TestAgent(ctx.app).get('/api/dev/outbox?to=uno@example.cl');
    expect(filtered.json().emails).toHaveLength(1);
    await ctx.database.db.delete(outboxEmails);
  });

  it('serves OpenAPI at /api/docs', async () => {
    const response = await new TestAgent(ctx.app).get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/api/health']).toBeDefined();
  });
});

describe('platform in production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      GOOGLE_CLIENT_ID: '1234567890-abcdefghijklmnop.apps.googleusercontent.com',
      PUBLIC_URL: 'https://vitalia.example.cl',
    });
  });
  afterAll(() => ctx.close());

  it('has no dev outbox', async () => {
    const response = await new TestAgent(ctx.app).get('/api/dev/outbox');
    expect(response.statusCode).toBe(404);
  });

  it('marks cookies Secure', async () => {
    const response = await new TestAgent(ctx.app).get('/api/config');
    expect(response.cookies.find((c) => c.name === 'csrf_token')?.secure).toBe(true);
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    const page = await new TestAgent(ctx.app).get('/login');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
