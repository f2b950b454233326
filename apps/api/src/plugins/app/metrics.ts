import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { isDatabaseBusy, isDatabaseUnavailable } from '../../lib/database-errors';
import type { QueueBacklog } from './jobs/job-queue';

/** A scrape never waits longer than this for the job tables: a database that does not answer shows as none. */
const BACKLOG_TIMEOUT_MS = 1000;

export interface Metrics {
  /** Whether `token` is the configured METRICS_TOKEN; false for any token when none is configured. */
  accepts(token: string | undefined): boolean;
  readonly enabled: boolean;
  contentType: string;
  render(): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/**
 * The operator's view in Prometheus format (issue 43 §10): request latency by route, the PostgreSQL pool,
 * busy and unavailable database answers, job queue depth and age by queue, open notification streams, free
 * disk, and Node's own process metrics. Read at GET /api/metrics with METRICS_TOKEN.
 */
export default fp(
  async (app: FastifyInstance, options: { token: string | undefined }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'vitalia_' });
    const registers = [registry];

    const latency = new Histogram({
      name: 'vitalia_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern (not the URL: ids stay out of the labels)',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    app.addHook('onResponse', async (request, reply) => {
      latency.observe(
        { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });

    const databaseErrors = new Counter({
      name: 'vitalia_database_errors_total',
      help: 'Requests answered 503 because the database was busy (pool queue, lock, statement timeout) or unavailable',
      labelNames: ['kind'] as const,
      registers,
    });
    app.addHook('onError', async (_request, _reply, error) => {
      if (isDatabaseBusy(error)) databaseErrors.inc({ kind: 'busy' });
      else if (isDatabaseUnavailable(error)) databaseErrors.inc({ kind: 'unavailable' });
    });

    new Gauge({
      name: 'vitalia_db_pool_connections',
      help: 'PostgreSQL pool connections: max, total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = app.database.poolStats?.();
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });

    new Gauge({
      name: 'vitalia_sse_connections',
      help: 'Open notification streams on this instance',
      registers,
      collect() {
        this.set(app.notificationHub.connections);
      },
    });

    new Gauge({
      name: 'vitalia_disk_free_bytes',
      help: "Free space on DATA_DIR's disk (writes are refused below MIN_FREE_DISK_MB)",
      registers,
      collect() {
        const free = app.diskSpace.freeMb();
        if (free !== null) this.set(free * 1024 * 1024);
      },
    });

    // One query per scrape serves the three job gauges.
    let backlog: { at: number; rows: Promise<QueueBacklog[]> } | null = null;
    const backlogNow = () => {
      if (!backlog || Date.now() - backlog.at > 500) {
        const timeout = new Promise<QueueBacklog[]>((resolve) =>
          setTimeout(() => resolve([]), BACKLOG_TIMEOUT_MS),
        );
        backlog = {
          at: Date.now(),
          rows: Promise.race([app.jobs.backlog().catch(() => [] as QueueBacklog[]), timeout]),
        };
      }
      return backlog.rows;
    };
    const jobGauge = (name: string, help: string, value: (row: QueueBacklog) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['queue'] as const,
        registers,
        async collect() {
          this.reset();
          for (const row of await backlogNow()) this.set({ queue: row.name }, value(row));
        },
      });
    jobGauge('vitalia_job_queue_waiting', 'Jobs waiting to run, by queue', (row) => row.waiting);
    jobGauge('vitalia_job_queue_active', 'Jobs running, by queue', (row) => row.active);
    jobGauge(
      'vitalia_job_queue_oldest_waiting_seconds',
      'How long the oldest job that could run has waited, by queue',
      (row) => row.oldestWaitingSeconds,
    );

    const expected = options.token ? digest(options.token) : null;
    app.decorate('metrics', {
      enabled: expected !== null,
      accepts: (token) =>
        expected !== null && token !== undefined && crypto.timingSafeEqual(digest(token), expected),
      contentType: registry.contentType,
      render: () => registry.metrics(),
    });
  },
  { name: 'metrics', dependencies: ['database', 'disk-space', 'job-queue', 'notification-hub'] },
);
