import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS } from '@vitalia/shared/messages/general';
import { buildTestApp, TestAgent, type TestContext } from '../../../test/helper';
import { createUser } from '../../../test/factories';

/** A disk under its floor (issue 43 §8): a floor of 10 TB stands in for a full disk. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ MIN_FREE_DISK_MB: '10000000' });
});
afterAll(() => ctx.close());

describe('free disk space', () => {
  it('refuses writes with a Spanish 503 and Retry-After, keeps reads, and says so in /api/health', async () => {
    const { email, password } = await createUser(ctx.app);
    const agent = new TestAgent(ctx.app);
    const refused = await agent.post('/api/auth/login', { email, password });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toMatchObject({ message: API_ERRORS.diskFull, code: 'SERVICE_UNAVAILABLE' });
    expect((await agent.get('/api/plans')).statusCode).toBe(200);
    const health = (await agent.get('/api/health')).json();
    expect(health).toMatchObject({ status: 'degraded', database: 'up', disk_low: true });
    expect(health.disk_free_mb).toBeGreaterThan(0);
    // Signing out is never refused.
    expect((await agent.post('/api/auth/logout')).statusCode).not.toBe(503);
  });
});
