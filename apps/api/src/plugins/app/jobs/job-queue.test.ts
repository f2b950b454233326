import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../../app';
import { auditLog, outboxEmails } from '../../../db/schema/index';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { createUser, signedInAgent } from '../../../../test/factories';
import { jobIdFor, storedError } from './job-queue';

/** The durable queue (issue 18) on PGlite and on PostgreSQL: exactly once, keys, delays, transactions. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const FAST = { retryLimit: 2, retryDelay: 1, retryBackoff: false, expireInSeconds: 30, batchSize: 50 };

describe('job queue', () => {
  it('two instances run 2,000 jobs, each exactly once', async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database });
    await second.ready();
    try {
      const runs = new Map<number, number>();
      const byInstance = [0, 0];
      const queue = `test.exactly-once.${Date.now()}`;
      for (const [index, app] of [ctx.app, second].entries())
        await app.jobs.define<{ n: number }>(queue, FAST, async ({ n }) => {
          runs.set(n, (runs.get(n) ?? 0) + 1);
          byInstance[index] = (byInstance[index] ?? 0) + 1;
        });
      await ctx.app.jobs.boss.insert(
        queue,
        Array.from({ length: 2000 }, (_, n) => ({ data: { n } })),
      );
      await ctx.app.jobs.drained(queue, 60_000);
      expect(runs.size).toBe(2000);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      expect((byInstance[0] ?? 0) + (byInstance[1] ?? 0)).toBe(2000);
    } finally {
      await second.close();
    }
  }, 90_000);

  it('a restart with the same queue settings writes nothing; a changed setting is written to every queue', async () => {
    const restarted = await buildApp({ config: ctx.config, database: ctx.database });
    const same = {
      update: vi.spyOn(restarted.jobs.boss, 'updateQueue'),
      create: vi.spyOn(restarted.jobs.boss, 'createQueue'),
    };
    await restarted.ready();
    await restarted.close();
    expect(same.update).not.toHaveBeenCalled();
    expect(same.create).not.toHaveBeenCalled();

    const keepLonger = { ...ctx.config, JOBS_KEEP_COMPLETED_HOURS: ctx.config.JOBS_KEEP_COMPLETED_HOURS + 1 };
    const changed = await buildApp({ config: keepLonger, database: ctx.database });
    const update = vi.spyOn(changed.jobs.boss, 'updateQueue');
    await changed.ready();
    await changed.close();
    const queues = (await ctx.app.jobs.boss.getQueues()).filter(
      (queue) => !/^(test\.|__pgboss)/.test(queue.name),
    );
    expect(new Set(update.mock.calls.map(([name]) => name))).toEqual(
      new Set(queues.map((queue) => queue.name)),
    );
    expect(
      queues.every((queue) => queue.deleteAfterSeconds === keepLonger.JOBS_KEEP_COMPLETED_HOURS * 3600),
    ).toBe(true);
    // Back as the other tests expect them.
    const again = await buildApp({ config: ctx.config, database: ctx.database });
    await again.ready();
    await again.close();
  });

  it('a key enqueued 50 times at once makes one job', async () => {
    const queue = `test.key.${Date.now()}`;
    let runs = 0;
    await ctx.app.jobs.define(queue, FAST, async () => {
      runs += 1;
    });
    const ids = await Promise.all(
      Array.from({ length: 50 }, () =>
        ctx.app.jobs.send(queue, { what: 'recordatorio' }, { key: 'cita:7:24h' }),
      ),
    );
    expect(ids.filter((id) => id !== null)).toEqual([jobIdFor(queue, 'cita:7:24h')]);
    await ctx.app.jobs.drained(queue);
    expect(runs).toBe(1);
  });

  it('a job that starts at T does not run before T', async () => {
    const queue = `test.later.${Date.now()}`;
    let ranAt = 0;
    await ctx.app.jobs.define(queue, FAST, async () => {
      ranAt = Date.now();
    });
    const at = new Date(Date.now() + 2500);
    await ctx.app.jobs.send(queue, {}, { startAfter: at });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ranAt).toBe(0);
    await ctx.app.jobs.drained(queue, 10_000);
    expect(ranAt).toBeGreaterThanOrEqual(at.getTime());
  });

  it('a job enqueued in a transaction that rolls back never exists', async () => {
    const queue = `test.tx.${Date.now()}`;
    let runs = 0;
    await ctx.app.jobs.define(queue, FAST, async () => {
      runs += 1;
    });
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await ctx.app.jobs.send(queue, {}, { tx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await ctx.app.db.transaction(async (tx) => {
      await ctx.app.jobs.send(queue, {}, { tx });
    });
    await ctx.app.jobs.drained(queue);
    expect(runs).toBe(1);
  });

  it('retries a failing job, then lists it as failed without personal data; retry and cancel work', async () => {
    const queue = `test.fails.${Date.now()}`;
    let attempts = 0;
    let healed = false;
    await ctx.app.jobs.define(queue, { ...FAST, retryLimit: 1, retryDelay: 0 }, async () => {
      attempts += 1;
      if (!healed) throw new Error('550 buzón ana.perez@example.cl no existe');
    });
    const id = await ctx.app.jobs.send(queue, { purpose: 'prueba' });
    await ctx.app.jobs.drained(queue);
    expect(attempts).toBe(2);
    const [failed] = await ctx.app.jobs.failed([queue], 10);
    expect(failed?.id).toBe(id);
    expect(JSON.stringify(failed?.output)).not.toContain('ana.perez@example.cl');
    healed = true;
    expect(await ctx.app.jobs.retry(queue, id ?? '')).toBe(true);
    await ctx.app.jobs.drained(queue);
    expect(attempts).toBe(3);
    expect(await ctx.app.jobs.failed([queue], 10)).toEqual([]);
  });

  it('stores errors without e-mail addresses', () => {
    expect(storedError(new Error('550 <ana@example.cl>: no existe')).message).toBe(
      '550 <[correo]>: no existe',
    );
  });
});

describe('mail on the queue', () => {
  it('a password reset mail is written by the queue, with its link, once', async () => {
    const { email } = await createUser(ctx.app);
    const response = await new TestAgent(ctx.app, '10.9.0.1').post('/api/auth/forgot-password', { email });
    expect(response.statusCode).toBe(200);
    await ctx.app.mailer.flush();
    const mails = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('/reset-password?token=');
  });

  it('a mail job run again after its mail was written (its process died first) writes nothing more (issue 43 §1)', async () => {
    const to = `una.vez.${Date.now()}@example.cl`;
    await ctx.app.mailer.enqueue({ to, subject: 'Una sola vez', text: 'Hola' }, 'test');
    await ctx.app.mailer.flush();
    // As a process killed between the outbox write and pg-boss's "done" leaves it: back in line.
    await ctx.database.db.execute(
      sql`update pgboss.job set state = 'retry', start_after = now(), completed_on = null
          where name = 'mail.send' and data->'message'->>'to' = ${to}`,
    );
    await ctx.app.mailer.flush();
    const ran = await ctx.database.db.execute(
      sql`select retry_count as n from pgboss.job where name = 'mail.send' and data->'message'->>'to' = ${to}`,
    );
    const rows = (Array.isArray(ran) ? ran : (ran as { rows: { n: number }[] }).rows) as { n: number }[];
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
    const mails = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
    expect(mails).toHaveLength(1);
  });
});

describe('Configuración → Tareas', () => {
  it('lists a running task (a transcode that seems stuck); "Reintentar" starts it over, audited', async () => {
    const own = await buildTestApp({ JOBS_WORKERS: 'off' });
    try {
      const { boss } = own.app.jobs;
      const id = await boss.send('video.transcode', { videoId: 4242, sourcePath: 'video-sources/x.mp4' });
      const [job] = await boss.fetch('video.transcode');
      expect(job?.id).toBe(id);
      const admin = await signedInAgent(own.app, { isAdmin: true });
      const listed = (await admin.agent.get('/api/admin/jobs')).json() as { running: unknown[] };
      expect(listed.running).toEqual([
        expect.objectContaining({
          id,
          queue: 'video.transcode',
          description: 'Preparar un video para verlo (sus calidades y su portada)',
          subject: 'Video N° 4242',
          attempts: 1,
        }),
      ]);
      const restarted = await admin.agent.post(`/api/admin/jobs/video.transcode/${id}/retry`);
      expect(restarted.json()).toMatchObject({
        success: true,
        message: 'La tarea se volvió a poner en cola.',
      });
      const state = await own.database.db.execute(sql`select state from pgboss.job where id = ${id}::uuid`);
      expect((Array.isArray(state) ? state : (state as { rows: unknown[] }).rows)[0]).toEqual({
        state: 'retry',
      });
      expect(((await admin.agent.get('/api/admin/jobs')).json() as { running: unknown[] }).running).toEqual(
        [],
      );
      expect((await admin.agent.post(`/api/admin/jobs/video.transcode/${id}/retry`)).statusCode).toBe(404);
      const audit = await own.database.db.select().from(auditLog).where(eq(auditLog.entity, 'job'));
      expect(audit.map((entry) => entry.action)).toEqual(['job.retry']);
    } finally {
      await own.close();
    }
  });

  it('lists failed tasks without personal data; an admin retries or cancels them, audited; members get 403', async () => {
    // An instance that does not work its queues, so the failed job stays as the test leaves it.
    const own = await buildTestApp({ JOBS_WORKERS: 'off' });
    try {
      const { boss } = own.app.jobs;
      const failOne = async (subject: string) => {
        const id = await boss.send(
          'mail.send',
          { message: { to: 'ana.perez@example.cl', subject, text: 'Hola' }, purpose: 'welcome' },
          { retryLimit: 0 },
        );
        const [job] = await boss.fetch('mail.send');
        expect(job?.id).toBe(id);
        await boss.fail('mail.send', id ?? '', storedError(new Error('550 ana.perez@example.cl rechazado')));
        return id ?? '';
      };
      const first = await failOne('Bienvenida a Vitalia');
      const second = await failOne('Tu boleta');
      const admin = await signedInAgent(own.app, { isAdmin: true });
      const listed = await admin.agent.get('/api/admin/jobs');
      expect(listed.statusCode).toBe(200);
      expect(listed.body).not.toContain('ana.perez@example.cl');
      const jobs = listed.json().jobs as Array<{
        id: string;
        description: string;
        subject: string;
        error: string;
      }>;
      expect(jobs.find((job) => job.id === first)).toMatchObject({
        description: 'Enviar un correo',
        subject: 'Correo: Bienvenida a Vitalia',
        error: '550 [correo] rechazado',
      });
      const member = await signedInAgent(own.app);
      expect((await member.agent.get('/api/admin/jobs')).statusCode).toBe(403);
      expect((await member.agent.post(`/api/admin/jobs/mail.send/${first}/retry`)).statusCode).toBe(403);

      const retried = await admin.agent.post(`/api/admin/jobs/mail.send/${first}/retry`);
      expect(retried.json()).toMatchObject({ success: true, message: 'La tarea se volvió a poner en cola.' });
      expect((await admin.agent.post(`/api/admin/jobs/mail.send/${first}/retry`)).statusCode).toBe(404);
      const cancelled = await admin.agent.delete(`/api/admin/jobs/mail.send/${second}`);
      expect(cancelled.json().message).toBe('La tarea se canceló.');
      expect((await admin.agent.get('/api/admin/jobs')).json().jobs).toEqual([]);
      const audit = await own.database.db.select().from(auditLog).where(eq(auditLog.entity, 'job'));
      expect(audit.map((entry) => entry.action).sort()).toEqual(['job.cancel', 'job.retry']);
      expect((await admin.agent.get('/api/admin/jobs/mail.send/no-es-uuid/retry')).statusCode).toBe(404);
    } finally {
      await own.close();
    }
  });
});
