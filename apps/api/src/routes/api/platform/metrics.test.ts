import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS } from '@vitalia/shared/messages/general';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';

/** GET /api/metrics (issue 43 §10): Prometheus text for whoever holds METRICS_TOKEN, and for nobody else. */
const TOKEN = 'token-de-metricas-de-prueba-123';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => ctx.close());

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

describe('the operator’s metrics', () => {
  it('answers 401 in Spanish without the token or with another, and never reads it from the URL', async () => {
    for (const authorization of [undefined, 'Bearer otro-token-que-no-es-el-bueno', `Basic ${TOKEN}`]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ success: false, message: API_ERRORS.metricsToken });
      expect(refused.headers['www-authenticate']).toContain('Bearer');
    }
    const inUrl = await ctx.app.inject({ method: 'GET', url: `/api/metrics?token=${TOKEN}` });
    expect(inUrl.statusCode).toBe(401);
  });

  it('reports latency by route pattern, streams, disk, pool and the job queues', async () => {
    await new TestAgent(ctx.app).get('/api/health');
    await new TestAgent(ctx.app).get('/api/trainers/999999/photo');
    await ctx.app.jobs.define(
      'metrics-test',
      { retryLimit: 0, retryDelay: 1, retryBackoff: false, expireInSeconds: 60 },
      async () => {},
    );
    await ctx.app.jobs.send('metrics-test', {}, { startAfter: new Date(Date.now() + 3_600_000) });

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    expect(text).toMatch(
      /vitalia_http_request_duration_seconds_bucket\{[^}]*route="\/api\/health"[^}]*status="200"/,
    );
    // The pattern, not the id: one series for every trainer.
    expect(text).toContain('route="/api/trainers/:id/photo"');
    expect(text).not.toContain('/api/trainers/999999');
    expect(text).toMatch(/^vitalia_sse_connections 0$/m);
    expect(text).toMatch(/^vitalia_disk_free_bytes \d+/m);
    expect(text).toMatch(/^vitalia_job_queue_waiting\{queue="metrics-test"\} 1$/m);
    expect(text).toContain('# TYPE vitalia_database_errors_total counter');
    expect(text).toContain('vitalia_process_resident_memory_bytes');
    if (ctx.database.kind === 'postgres')
      expect(text).toMatch(/^vitalia_db_pool_connections\{state="max"\} \d+$/m);
  });
});

describe('without METRICS_TOKEN', () => {
  it('the endpoint does not exist', async () => {
    const plain = await buildTestApp();
    try {
      const answer = await plain.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
