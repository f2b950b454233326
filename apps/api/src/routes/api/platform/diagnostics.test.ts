import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { signedInAgent } from '../../../../test/factories';

/** SPEC §7 "Other" (issue 21 §3): feature flags, the two diagnostics and the route table. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/experiments', () => {
  it('answers the flags with their defaults, and an admin’s change on one instance reaches another', async () => {
    const anonymous = new TestAgent(ctx.app);
    expect((await anonymous.get('/api/experiments')).json()).toEqual({
      success: true,
      experiments: { daily_message_button: true, monthly_feedback_prompt: true },
    });
    const second = await buildApp({ config: ctx.config, database: ctx.database });
    await second.ready();
    try {
      const elsewhere = new TestAgent(second);
      expect((await elsewhere.get('/api/experiments')).json().experiments.daily_message_button).toBe(true);
      const admin = await signedInAgent(ctx.app, { isAdmin: true });
      const saved = await admin.agent.put('/api/admin/settings', {
        experiments: { daily_message_button: false, monthly_feedback_prompt: true },
      });
      expect(saved.statusCode).toBe(200);
      const deadline = Date.now() + 5000;
      let seen = true;
      while (seen && Date.now() < deadline) {
        seen = (await elsewhere.get('/api/experiments')).json().experiments.daily_message_button;
        if (seen) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen).toBe(false);
    } finally {
      await second.close();
      const admin = await signedInAgent(ctx.app, { isAdmin: true });
      await admin.agent.delete('/api/admin/settings?key=experiments');
    }
  });

  it('refuses an unknown flag or a non-boolean with a Spanish 400 and changes nothing', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    for (const experiments of [
      { daily_message_button: false, monthly_feedback_prompt: true, dark_mode: true },
      { daily_message_button: 'no', monthly_feedback_prompt: true },
      { daily_message_button: false },
    ]) {
      const response = await admin.agent.put('/api/admin/settings', { experiments });
      expect(response.statusCode, JSON.stringify(experiments)).toBe(400);
      expect(response.json().message).toMatch(/[a-záéíóúñ]/i);
    }
    expect((await admin.agent.get('/api/experiments')).json().experiments).toEqual({
      daily_message_button: true,
      monthly_feedback_prompt: true,
    });
    const member = await signedInAgent(ctx.app);
    expect(
      (
        await member.agent.put('/api/admin/settings', {
          experiments: { daily_message_button: false, monthly_feedback_prompt: false },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('diagnostics', () => {
  it('cors-test says whether the caller’s origin may use the API', async () => {
    const own = new URL(ctx.config.PUBLIC_URL).origin;
    const agent = new TestAgent(ctx.app);
    const same = (
      await agent.request({ method: 'GET', url: '/api/cors-test', headers: { origin: own } })
    ).json();
    expect(same).toMatchObject({ success: true, origin: own, allowed: true, allowed_origins: [own] });
    const other = await agent.request({
      method: 'GET',
      url: '/api/cors-test',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.json()).toMatchObject({ origin: 'https://evil.example', allowed: false });
    expect(other.json().message).toContain(own);
    // Saying it is not granting it: no CORS header ever leaves.
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect((await agent.get('/api/cors-test')).json()).toMatchObject({ origin: null, allowed: true });
  });

  it('api-test tells the version, runtime and database state, and nothing secret', async () => {
    const response = await new TestAgent(ctx.app).get('/api/api-test');
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      node: process.version,
      environment: 'test',
      database: { kind: ctx.database.kind, status: 'up' },
    });
    expect(body.request_id).toBeTruthy();
    const text = response.body;
    expect(text).not.toContain(ctx.config.SESSION_SECRET);
    if (ctx.config.DATABASE_URL) expect(text).not.toContain(ctx.config.DATABASE_URL);
  });

  it('debug/routes lists every route with its access, for admins only', async () => {
    expect((await new TestAgent(ctx.app).get('/api/debug/routes')).statusCode).toBe(401);
    const member = await signedInAgent(ctx.app);
    expect((await member.agent.get('/api/debug/routes')).statusCode).toBe(403);
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const table = (await admin.agent.get('/api/debug/routes')).json();
    expect(table.total).toBe(ctx.app.routeAccessTable.length);
    const find = (method: string, url: string) =>
      table.routes.find(
        (route: { method: string; url: string }) => route.method === method && route.url === url,
      );
    expect(find('GET', '/api/debug/routes')).toMatchObject({ access: 'role', requires: 'admin' });
    expect(find('GET', '/api/experiments')).toMatchObject({ access: 'public', requires: null });
    expect(find('GET', '/api/payments/me')).toMatchObject({
      access: 'permission',
      requires: 'read:payment:own',
    });
  });
});
