/**
 * `npm run test:resilience`: the fault and abuse suite. Built servers as real processes, on the local
 * PostgreSQL (two instances sharing one database) and on PGlite; loopback only, every load bounded in
 * count and time. Each case prints what it tried and what it saw; the last line is "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  HttpClient,
  openEventStream,
  repoRoot,
  startServer,
  stopServer,
  type ServerProcess,
} from './server-process';
import { startTcpProxy } from '../apps/api/test/tcp-proxy';
import { FAKE_OPENFACTURA_API_KEY, startFakeOpenFactura } from './fake-openfactura';
import { samplePdf } from './sample-pdf';
import { uploadedVideo } from './uploaded-video';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const results: { name: string; ok: boolean; detail: string }[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POSTs `body` and resolves with the answer as soon as it arrives, whatever happens to the rest of the upload. */
function answerBeforeUpload(
  baseUrl: string,
  pathname: string,
  body: string,
  client: HttpClient,
): Promise<{ status: number; json: () => unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${pathname}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        cookie: client.cookieHeader(),
        'x-csrf-token': /csrf_token=([^;]+)/.exec(client.cookieHeader())?.[1] ?? '',
      },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, json: () => JSON.parse(text) }));
      response.on('error', () => resolve({ status: response.statusCode ?? 0, json: () => JSON.parse(text) }));
    });
    request.on('error', (error) => {
      if (!answered) reject(new Error(`POST ${pathname} (oversized): ${error.message}`));
    });
    // The headers go first: a server that refuses by the declared length answers before a byte of the
    // body is sent, so the answer cannot be lost to the reset that follows an unread upload (the
    // EPIPE destroys Node's socket before it has parsed what already arrived). One that waits for the
    // body gets it after a second.
    request.flushHeaders();
    const sendBody = setTimeout(() => request.end(body), 1000);
    request.on('response', (response) => {
      clearTimeout(sendBody);
      response.on('close', () => request.destroy());
    });
  });
}

/** RESILIENCE_ONLY=text runs only the cases whose name contains it (while working on one); CI runs them all. */
const only = process.env.RESILIENCE_ONLY;

async function runCase(name: string, work: () => Promise<string>) {
  if (only && !name.includes(only)) return;
  const started = Date.now();
  try {
    const detail = await work();
    results.push({ name, ok: true, detail });
    console.log(`✓ ${name} (${Date.now() - started} ms)\n    ${detail}`);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, detail });
    console.log(`✗ ${name} (${Date.now() - started} ms)\n    ${detail}`);
  }
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function waitFor(what: string, ms: number, probe: () => Promise<boolean> | boolean): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(25);
  }
}

/** How many access lines (ADR 0058) a server has written so far for one route pattern. */
const accessLines = (server: ServerProcess, route: string) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes(`"route":${JSON.stringify(route)}`)).length;

const healthy = async (server: ServerProcess) => {
  try {
    return (await fetch(`${server.url}/api/health`)).status === 200;
  } catch {
    return false;
  }
};

async function createDatabase(suffix = ''): Promise<{
  url: string;
  drop: () => Promise<void>;
  terminate: () => Promise<number>;
}> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const name = `vitalia_resilience_${process.pid}${suffix}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    terminate: async () => {
      const result = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      return result.rowCount ?? 0;
    },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function onPostgres(database: Awaited<ReturnType<typeof createDatabase>>) {
  const env = { DATABASE_URL: database.url, LOG_LEVEL: 'info' };
  const first = await startServer(env);
  const second = await startServer(env);
  const registered: { email: string; phone: string }[] = [];
  try {
    const adminA = new HttpClient(first.url);
    const adminB = new HttpClient(second.url);
    await adminA.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await adminB.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const member = new HttpClient(first.url);
    await member.signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const me = (await member.request('GET', '/api/auth/me')).json() as { user: { id: number } };
    const memberId = me.user.id;

    await runCase('connection termination under load (two instances, one PostgreSQL)', async () => {
      const acknowledged: string[] = [];
      const statuses = new Map<number, number>();
      let sequence = 0;
      let stop = false;
      const worker = async (client: HttpClient) => {
        while (!stop) {
          sequence += 1;
          const title = `carga-${sequence}`;
          try {
            const response =
              sequence % 40 === 0 && registered.length < 8
                ? await (async () => {
                    const email = `resiliencia.${sequence}@example.cl`;
                    const phone = `+5691${String(1000000 + sequence).slice(-7)}`;
                    registered.push({ email, phone });
                    return new HttpClient(client.baseUrl).request('POST', '/api/auth/register', {
                      email,
                      password: 'Resiliente123',
                      first_name: 'Resi',
                      last_name: 'Liencia',
                      phone,
                    });
                  })()
                : await client.request('POST', `/api/admin/notifications/users/${memberId}`, {
                    title,
                    message: 'Prueba de carga',
                  });
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            if (response.status === 201 && !response.text.includes('"user"')) acknowledged.push(title);
          } catch {
            statuses.set(0, (statuses.get(0) ?? 0) + 1);
          }
        }
      };
      const workers = [adminA, adminB, adminA, adminB, adminA, adminB].map(worker);
      let terminated = 0;
      const recoveries: number[] = [];
      for (const at of [1500, 1500, 1500]) {
        await sleep(at);
        terminated += await database.terminate();
        recoveries.push(
          Math.max(
            await waitFor('instance A healthy again', 2000, () => healthy(first)),
            await waitFor('instance B healthy again', 2000, () => healthy(second)),
          ),
        );
      }
      await sleep(1000);
      stop = true;
      await Promise.all(workers);
      check(first.child.exitCode === null && second.child.exitCode === null, 'an instance exited');
      const pool = new pg.Client({ connectionString: database.url });
      await pool.connect();
      const stored = await pool.query<{ title: string }>(
        'select title from notifications where title = any($1::text[])',
        [acknowledged],
      );
      await pool.end();
      const lost = acknowledged.length - (stored.rowCount ?? 0);
      const summary = [...statuses].map(([status, count]) => `${status}×${count}`).join(', ');
      check(lost === 0, `${lost} acknowledged writes are missing`);
      check(!statuses.has(500), `500 answers during the outage: ${summary}`);
      return `terminated ${terminated} backends 3 times during ~6 s of writes (${summary}); both instances up, back within ${Math.max(...recoveries)} ms each time; ${acknowledged.length} acknowledged writes, 0 lost`;
    });

    await runCase('LISTEN reconnects and a notification crosses instances afterwards', async () => {
      const cookie = member.cookieHeader();
      const before = openEventStream(first.port, cookie);
      await before.ready;
      await database.terminate();
      // The instance cannot know what was revoked while LISTEN was down: it ends its streams.
      const closedIn = await waitFor('stream closed after the outage', 5000, () => before.ended());
      await waitFor('instance A healthy', 2000, () => healthy(first));
      const after = openEventStream(first.port, cookie, 0);
      await after.ready;
      await sleep(300);
      const sent = await adminB.request('POST', `/api/admin/notifications/users/${memberId}`, {
        title: 'después-del-corte',
        message: 'Llegó por NOTIFY',
      });
      check(sent.status === 201, `send on B answered ${sent.status}`);
      const deliveredIn = await waitFor('delivery on A', 3000, () =>
        after.text().includes('después-del-corte'),
      );
      after.close();
      return `stream on A ended ${closedIn} ms after the cut; a new stream got B's notification in ${deliveredIn} ms`;
    });

    await runCase('log redaction (everything the two instances logged, outage included)', async () => {
      const log = first.output() + second.output();
      const secrets = [
        DEMO_ADMIN.password,
        'Resiliente123',
        '$argon2',
        member.cookie('vitalia_session') ?? 'vitalia_session=',
        DEMO_MEMBER.email,
        ...registered.flatMap((entry) => [entry.email, entry.phone]),
      ];
      const found = secrets.filter((secret) => log.includes(secret));
      check(log.length > 0, 'nothing was logged');
      check(found.length === 0, `found in the log: ${found.join(', ')}`);
      return `${log.split('\n').length} log lines searched for ${secrets.length} secrets (passwords, hashes, cookies, e-mails, phones): none found`;
    });

    await runCase('bad-input corpus gets 4xx in the Spanish envelope, never 5xx', async () => {
      const anonymous = new HttpClient(second.url);
      const big = JSON.stringify({ email: 'a@b.cl', password: 'x'.repeat(2 * 1024 * 1024) });
      const corpus: [string, string, unknown?, Record<string, string>?][] = [
        ['POST', '/api/auth/login', { email: 'ana\u0000@x.cl', password: 'x' }],
        [
          'POST',
          '/api/auth/register',
          { email: 'a@b.cl', first_name: '\u0007', last_name: 'x', phone: '1', password: 'x' },
        ],
        ['POST', '/api/auth/login', '{"email":"a\\u0000@b.cl","password":"x"}'],
        ['POST', '/api/auth/login', big],
        ['POST', '/api/auth/login', '{"email":'],
        ['GET', '/api/users/avatar/2147483648'],
        ['GET', '/api/users/avatar/-1'],
        ['GET', `/api/users/avatar/${'9'.repeat(400)}`],
        ['GET', '/api/users/avatar/..%2F..%2Fetc%2Fpasswd'],
        ['GET', '/api/%'],
        ['GET', '/api/auth/check-username/%00'],
        ['GET', '/api/auth/check-username/‮admin'],
        ['POST', '/api/profile/avatar', 'x', { 'content-type': 'multipart/form-data' }],
        [
          'POST',
          '/api/profile/avatar',
          '--X\r\nContent-Disposition: form-data; name="avatar"',
          { 'content-type': 'multipart/form-data; boundary=X' },
        ],
      ];
      const seen: string[] = [];
      for (const [method, url, body, headers] of corpus) {
        const client = url.startsWith('/api/profile') ? member : anonymous;
        // A server answers an oversized body (and closes) while the client is still sending it (RFC 9112
        // §9.6); fetch then reports the reset, not the answer. The answer is read as soon as it arrives.
        const response =
          body === big
            ? await answerBeforeUpload(second.url, url, big, anonymous)
            : await client.request(method, url, body, headers);
        seen.push(String(response.status));
        check(response.status >= 400 && response.status < 500, `${method} ${url} → ${response.status}`);
        const parsed = response.json() as { success?: boolean; message?: string };
        check(
          parsed.success === false && typeof parsed.message === 'string',
          `${method} ${url}: not the envelope`,
        );
      }
      return `${corpus.length} requests (NUL, control and RTL characters, huge ids and bodies, broken JSON and multipart, traversal): ${seen.join(' ')}`;
    });

    await runCase('SIGTERM with open streams finishes in under 2 s', async () => {
      // The access lines of the cases before reach the output within 1.5 s (ADR 0058); counted then.
      await sleep(1600);
      const streamLinesBefore = accessLines(first, '/api/notifications/stream');
      const streams = Array.from({ length: 20 }, () => openEventStream(first.port, member.cookieHeader()));
      await Promise.all(streams.map((stream) => stream.ready));
      const started = Date.now();
      first.child.kill('SIGTERM');
      const code = await first.exited;
      const tookMs = Date.now() - started;
      check(code === 0, `exit code ${code}`);
      check(tookMs < 2000, `took ${tookMs} ms`);
      check(
        streams.every((stream) => stream.ended()),
        'a stream was left open',
      );
      // The access log holds its lines to write them together (ADR 0058): each stream's line, written as
      // the stream ended during the close, reached the output before the process exited.
      const streamLines = accessLines(first, '/api/notifications/stream') - streamLinesBefore;
      check(streamLines === 20, `${streamLines} access lines for the 20 streams`);
      return `20 streams open; exited with code 0 in ${tookMs} ms, every stream ended and logged`;
    });
  } finally {
    await stopServer(first);
    await stopServer(second);
  }

  await runCase('an exit without the graceful close still writes the held access lines', async () => {
    const preload = path.join(repoRoot, 'test-support', 'exit-on-sigusr2.mjs');
    const server = await startServer({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'info',
      NODE_OPTIONS: `--import=${preload}`,
    });
    try {
      const started = Date.now();
      for (let request = 0; request < 5; request += 1)
        await fetch(`${server.url}/api/cors-test`).then((response) => response.arrayBuffer());
      server.child.kill('SIGUSR2');
      const heldFor = Date.now() - started;
      // Within the 500 ms hold the lines are still held, so only the exit handler can have written them.
      check(heldFor < 400, `the requests took ${heldFor} ms: too slow to show the exit path`);
      const code = await server.exited;
      check(code === 3, `exit code ${code}`);
      const lines = accessLines(server, '/api/cors-test');
      check(lines === 5, `${lines} access lines for 5 requests`);
      return `process.exit ${heldFor} ms after the first of 5 requests: their 5 access lines were written`;
    } finally {
      await stopServer(server);
    }
  });

  await runCase(
    'a mail job claimed by a process killed -9 is sent within seconds of the restart (issue 42 §8)',
    async () => {
      // The outbox is locked so that the claimed job waits inside its handler: the kill lands on a claim.
      const holder = new pg.Client({ connectionString: database.url });
      await holder.connect();
      const server = await startServer({ DATABASE_URL: database.url });
      let again: ServerProcess | null = null;
      try {
        const email = DEMO_MEMBER.email;
        const resetMails = async () =>
          (
            await holder.query(
              `select count(*)::int as n from outbox_emails where "to" = $1 and text like '%/reset-password?token=%'`,
              [email],
            )
          ).rows[0]?.n ?? 0;
        const before = await resetMails();
        await holder.query('begin');
        await holder.query('lock table outbox_emails in exclusive mode');
        const asked = await new HttpClient(server.url).request('POST', '/api/auth/forgot-password', {
          email,
        });
        check(asked.status === 200, `forgot-password answered ${asked.status}`);
        await waitFor('the mail job claimed', 10_000, async () => {
          const { rows } = await holder.query(
            `select count(*)::int as n from pgboss.job where name = 'mail.send' and state = 'active'`,
          );
          return (rows[0]?.n ?? 0) > 0;
        });
        const killedAt = Date.now();
        server.child.kill('SIGKILL');
        await server.exited;
        await holder.query('rollback');
        // Timed from the restart command, as an operator (or a container's restart policy) would.
        const restartedAt = Date.now();
        again = await startServer({ DATABASE_URL: database.url });
        const restarted = again;
        await waitFor('the reset mail in the outbox', 60_000, async () => (await resetMails()) > before);
        const afterRestartMs = Date.now() - restartedAt;
        const afterKillMs = Date.now() - killedAt;
        check(afterRestartMs <= 20_000, `the mail took ${afterRestartMs} ms after the restart (budget 20 s)`);
        await sleep(6000);
        const sent = (await resetMails()) - before;
        check(sent === 1, `${sent} reset mails`);
        check(await healthy(restarted), 'the restarted instance is not healthy');
        return `killed while its mail job was claimed (expiry 120 s); sent ${afterRestartMs} ms after the restart command (${afterKillMs} ms after the kill), once`;
      } finally {
        await holder.end().catch(() => undefined);
        await stopServer(server);
        if (again) await stopServer(again);
      }
    },
  );

  await runCase(
    'a message answered 200 survives kill -9 right after the answer; its unread e-mail goes once, without the text (issue 46)',
    async () => {
      const holder = new pg.Client({ connectionString: database.url });
      await holder.connect();
      // Workers off: the process dies before any of its workers could touch the reminder.
      const server = await startServer({ DATABASE_URL: database.url, JOBS_WORKERS: 'off' });
      let again: ServerProcess | null = null;
      try {
        const camila = (
          await holder.query(
            `select t.id, u.email from trainers t join users u on u.id = t.user_id where u.email = 'camila@vitalia.cl'`,
          )
        ).rows[0] as { id: number; email: string } | undefined;
        check(camila !== undefined, 'the demo has no Camila');
        const josefa = new HttpClient(server.url);
        await josefa.signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
        const thread = await josefa.request('POST', '/api/conversations', { professional_id: camila.id });
        check(thread.status === 200 || thread.status === 201, `opening the thread answered ${thread.status}`);
        const threadId = (thread.json() as { conversation: { id: number } }).conversation.id;
        const body = 'Texto privado que nunca viaja por correo';
        const clientId = '5f0c9d2e-7a41-4c1b-9e3a-2b8d6f4a1c77';
        const unreadMails = async () =>
          (
            await holder.query(
              `select subject, text from outbox_emails where "to" = $1 and subject like '%te escribió en Vitalia'`,
              [camila.email],
            )
          ).rows as { subject: string; text: string }[];
        const before = (await unreadMails()).length;
        const sent = await josefa.request('POST', `/api/conversations/${threadId}/messages`, {
          body,
          client_id: clientId,
        });
        server.child.kill('SIGKILL');
        await server.exited;
        check(sent.status === 200 || sent.status === 201, `the message answered ${sent.status}`);
        const kept = await holder.query('select id from conversation_messages where client_id = $1', [
          clientId,
        ]);
        check(kept.rowCount === 1, `${kept.rowCount} messages kept for the acknowledged send`);

        const restartedAt = Date.now();
        again = await startServer({ DATABASE_URL: database.url });
        // The reminder waits the setting's minutes (10): the test moves its start to now rather than wait.
        const moved = await holder.query(
          `update pgboss.job set start_after = now() where name = 'conversations.unread-mail' and state = 'created'`,
        );
        check((moved.rowCount ?? 0) >= 1, 'no unread-mail job was waiting after the restart');
        await waitFor(
          'the unread e-mail in the outbox',
          60_000,
          async () => (await unreadMails()).length > before,
        );
        const afterRestartMs = Date.now() - restartedAt;
        await sleep(6000);
        const mails = (await unreadMails()).slice(before);
        check(mails.length === 1, `${mails.length} unread e-mails`);
        check(!mails.some((mail) => mail.text.includes(body)), 'the e-mail holds the message text');
        return `200 answered, killed at once: the message was kept; its unread e-mail was sent ${afterRestartMs} ms after the restart, once, without the text`;
      } finally {
        await holder.end().catch(() => undefined);
        await stopServer(server);
        if (again) await stopServer(again);
      }
    },
  );

  await runCase('two instances starting together on a new database both start (issue 43 §7)', async () => {
    const rounds = 3;
    for (let round = 0; round < rounds; round += 1) {
      const fresh = await createDatabase(`_pair${round}`);
      const started: ServerProcess[] = [];
      try {
        const outcomes = await Promise.allSettled(
          [0, 1].map(() => startServer({ DATABASE_URL: fresh.url }, { timeoutMs: 90_000 })),
        );
        for (const outcome of outcomes) if (outcome.status === 'fulfilled') started.push(outcome.value);
        const failures = outcomes.flatMap((outcome) =>
          outcome.status === 'rejected' ? [String(outcome.reason).slice(0, 300)] : [],
        );
        check(failures.length === 0, `round ${round + 1}: ${failures.join(' | ')}`);
        for (const server of started)
          check(await healthy(server), `round ${round + 1}: an instance is not healthy`);
      } finally {
        for (const server of started) await stopServer(server);
        await fresh.drop();
      }
    }
    return `${rounds} of ${rounds} rounds: both instances migrated, seeded and served one new database`;
  });

  await runCase(
    'backup of PostgreSQL under two running instances, restored into a new database (issue 43 §9)',
    async () => {
      const restoredDb = await createDatabase('_restored');
      const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-backup-pg-'));
      const archive = path.join(scratch, 'copia.tar');
      const cli = (script: string, databaseUrl: string, ...args: string[]) => {
        const started = performance.now();
        const result = spawnSync(process.execPath, [`apps/api/dist/${script}`, ...args], {
          cwd: repoRoot,
          env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: scratch },
          encoding: 'utf8',
        });
        return { status: result.status, stderr: result.stderr, ms: Math.round(performance.now() - started) };
      };
      const counts = async (url: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const result = await client.query<{ users: number; appointments: number; resources: number }>(
            `select (select count(*)::int from users) as users, (select count(*)::int from appointments) as appointments,
             (select count(*)::int from resources) as resources`,
          );
          return JSON.stringify(result.rows[0]);
        } finally {
          await client.end();
        }
      };
      try {
        const backup = cli('cli-backup.mjs', database.url, archive);
        check(backup.status === 0, `backup: ${backup.stderr}`);
        const restore = cli('cli-restore.mjs', restoredDb.url, archive);
        check(restore.status === 0, `restore: ${restore.stderr}`);
        const again = cli('cli-restore.mjs', restoredDb.url, archive);
        check(again.status === 2 && again.stderr.includes('--force'), `a second restore: ${again.stderr}`);
        const [source, copy] = [await counts(database.url), await counts(restoredDb.url)];
        check(source === copy, `source ${source}, copy ${copy}`);
        const server = await startServer({ DATABASE_URL: restoredDb.url, DATA_DIR: scratch });
        try {
          const member = new HttpClient(server.url);
          await member.signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
          check(
            (await member.request('GET', '/api/agenda')).status === 200,
            'the copy does not serve the agenda',
          );
        } finally {
          await stopServer(server);
        }
        return `pg_dump of the live database ${backup.ms} ms, pg_restore ${restore.ms} ms; rows equal (${copy}); an instance serves the copy; a second restore is refused without --force`;
      } finally {
        await restoredDb.drop();
        fs.rmSync(scratch, { recursive: true, force: true });
      }
    },
  );

  await runCase(
    'a partition that drops packets answers 503 within 5 s, and service returns after it (issue 43 §4)',
    async () => {
      const target = new URL(database.url);
      const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
      const server = await startServer({ DATABASE_URL: proxy.via(database.url) });
      try {
        const member = new HttpClient(server.url);
        await member.signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
        check((await member.request('GET', '/api/notifications')).status === 200, 'notifications before');
        proxy.partition(true);
        const timed = async (work: () => Promise<number>) => {
          const started = performance.now();
          const status = await work();
          return { status, ms: Math.round(performance.now() - started) };
        };
        // Both at once: a request whose pooled connection hangs, and the health check (polled: its answer
        // is shared for a second) beside it.
        const [healthMs, request] = await Promise.all([
          waitFor('health 503 during the partition', 5000, async () => {
            return (await fetch(`${server.url}/api/health`)).status === 503;
          }),
          timed(async () => (await member.request('GET', '/api/notifications')).status),
        ]);
        check(request.status === 503 && request.ms < 5000, `request: ${request.status} in ${request.ms} ms`);
        const later = await timed(async () => (await member.request('GET', '/api/notifications')).status);
        check(later.status === 503 && later.ms < 5000, `a later request: ${later.status} in ${later.ms} ms`);
        proxy.partition(false);
        const healedMs = await waitFor('service after the partition', 15_000, async () => {
          return (await member.request('GET', '/api/notifications')).status === 200;
        });
        return `during the partition: health 503 after ${healthMs} ms, a request 503 in ${request.ms} ms, the next in ${later.ms} ms; 200 again ${healedMs} ms after it ended`;
      } finally {
        await stopServer(server);
        await proxy.close();
      }
    },
  );

  const proxied = await startServer({ DATABASE_URL: database.url, TRUST_PROXY: '1' });
  try {
    await runCase('spoofed X-Forwarded-For (TRUST_PROXY=1) still meets the per-account limit', async () => {
      const signup = await new HttpClient(proxied.url).request('POST', '/api/auth/register', {
        email: 'victima@example.cl',
        password: 'Correcta123',
        first_name: 'Víctima',
        last_name: 'Prueba',
        phone: '+56922223333',
      });
      check(signup.status === 201, `registration answered ${signup.status}`);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 25; attempt += 1) {
        const client = new HttpClient(proxied.url, { 'x-forwarded-for': `198.51.100.${attempt}` });
        statuses.push(
          (
            await client.request('POST', '/api/auth/login', {
              email: 'victima@example.cl',
              password: 'Mala1234',
            })
          ).status,
        );
      }
      const first429 = statuses.indexOf(429);
      check(first429 >= 0 && first429 <= 20, `statuses: ${statuses.join(' ')}`);
      return `25 wrong passwords, each with an invented address: first 429 at attempt ${first429 + 1}`;
    });

    await runCase('password spraying from one address is limited', async () => {
      const client = new HttpClient(proxied.url, { 'x-forwarded-for': '203.0.113.50' });
      let first429 = -1;
      for (let attempt = 0; attempt < 40 && first429 < 0; attempt += 1) {
        const response = await client.request('POST', '/api/auth/login', {
          email: `rociada.${attempt}@example.cl`,
          password: 'Vitalia2026!',
        });
        if (response.status === 429) first429 = attempt;
      }
      check(first429 > 0 && first429 <= 30, `first 429 at ${first429}`);
      return `${first429 + 1} sign-ins, one address, a different e-mail each: refused from attempt ${first429 + 1}`;
    });
  } finally {
    await stopServer(proxied);
  }
}

/** A member signed up and in, on the sandbox's payment page of a Premium plan: her order and that page. */
/** A new member on the sandbox's page for Premium: to pay it, or (`trial`) to authorise her card for its free trial. */
async function memberOnCheckout(client: HttpClient, email: string, phone: string, { trial = false } = {}) {
  const signup = await client.request('POST', '/api/auth/register', {
    email,
    password: 'Segura123',
    first_name: 'Ana',
    last_name: 'Prueba',
    phone,
  });
  check(signup.status === 201, `registration answered ${signup.status}: ${signup.text.slice(0, 200)}`);
  await client.signIn(email, 'Segura123');
  const purchase = await client.request('POST', '/api/membership-purchase', {
    plan_type: 'premium',
    billing_interval: 'month',
    billing: {
      rut: '11.111.111-1',
      name: 'Ana Prueba',
      email,
      address: 'Av. Providencia 1234',
      city: 'Providencia',
    },
    idempotency_key: `resiliencia-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    trial,
  });
  check(purchase.status === 200, `purchase answered ${purchase.status}: ${purchase.text.slice(0, 200)}`);
  const { order_id: orderId, init_point: page } = purchase.json() as { order_id: number; init_point: string };
  return { orderId, page };
}

async function onPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-resilience-'));
  try {
    await runCase('kill -9 during writes on PGlite loses nothing acknowledged', async () => {
      const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
      const admin = new HttpClient(server.url);
      await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const totalBefore = (
        (await admin.request('GET', '/api/profile/stats')).json() as { notifications_total: number }
      ).notifications_total;
      const adminId = ((await admin.request('GET', '/api/auth/me')).json() as { user: { id: number } }).user
        .id;
      let acknowledged = 0;
      let refused = '';
      let stop = false;
      const writers = Array.from({ length: 4 }, async () => {
        while (!stop) {
          try {
            const response = await admin.request('POST', `/api/admin/notifications/users/${adminId}`, {
              title: 'antes-del-kill',
              message: 'Escrito justo antes del corte',
            });
            if (response.status === 201) acknowledged += 1;
            else refused ||= `${response.status} ${response.text.slice(0, 200)}`;
          } catch {
            return;
          }
        }
      });
      await sleep(1500);
      server.child.kill('SIGKILL');
      stop = true;
      await server.exited;
      await Promise.all(writers);
      const again = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
      try {
        const client = new HttpClient(again.url);
        await client.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
        const totalAfter = (
          (await client.request('GET', '/api/profile/stats')).json() as { notifications_total: number }
        ).notifications_total;
        check(acknowledged > 0, `nothing was acknowledged before the kill: ${refused}`);
        check(
          totalAfter - totalBefore >= acknowledged,
          `${acknowledged} acknowledged, ${totalAfter - totalBefore} stored`,
        );
        return `${acknowledged} writes acknowledged before kill -9; restart took over the stale lock in ${again.msToHealthy} ms and holds ${totalAfter - totalBefore}`;
      } finally {
        await stopServer(again);
      }
    });

    await runCase(
      'kill -9 during sandbox approvals leaves no approved charge or trial authorisation unsettled (issues 17, 48 §3)',
      async () => {
        const totals = { decided: 0, caughtBetween: 0, approvals: 0 };
        // Approvals queue on PGlite's one connection: each round kills at another moment of the queue.
        for (const [round, killAfterMs] of [5, 25, 60].entries()) {
          const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
          const members: { client: HttpClient; orderId: number; page: string; token: string }[] = [];
          for (let index = 0; index < 6; index += 1) {
            const client = new HttpClient(server.url);
            // Every other one starts the free trial: its card's authorisation is settled like a payment.
            const { orderId, page } = await memberOnCheckout(
              client,
              `aprobacion.${round}.${index}.${Date.now()}@example.cl`,
              `+569123${String(45000 + round * 10 + index)}`,
              { trial: index % 2 === 1 },
            );
            const form = await client.request('GET', page);
            const token = /name="_csrf" value="([^"]+)"/.exec(form.text)?.[1] ?? '';
            members.push({ client, orderId, page, token });
          }
          const approvals = members.map(({ client, page, token }) =>
            client
              .request('POST', `${page}/approve`, `_csrf=${encodeURIComponent(token)}`, {
                'content-type': 'application/x-www-form-urlencoded',
              })
              .catch(() => null),
          );
          await sleep(killAfterMs);
          server.child.kill('SIGKILL');
          await server.exited;
          await Promise.all(approvals);
          const again = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
          try {
            const unsettled: number[] = [];
            for (const member of members) {
              const client = new HttpClient(again.url);
              client.cookies = member.client.cookies;
              // "Mis pagos" shows the order as the kill left it (it hands nothing on).
              const before = (
                (await client.request('GET', '/api/payments/me')).json() as {
                  payments: { order_id: number; status: string }[];
                }
              ).payments.find((payment) => payment.order_id === member.orderId);
              // What the success page polls; a decided checkout must read as paid, never stay pending.
              const status = (
                await client.request('GET', `/api/payments/status/${member.orderId}`)
              ).json() as {
                status: string;
              };
              const wasDecided = (await client.request('GET', member.page)).text.includes(
                'Este pago ya fue procesado',
              );
              totals.approvals += 1;
              if (wasDecided) totals.decided += 1;
              if (wasDecided && before?.status === 'pending') totals.caughtBetween += 1;
              if (wasDecided && status.status !== 'paid') unsettled.push(member.orderId);
            }
            check(
              unsettled.length === 0,
              `orders approved (or trials authorised) at the sandbox but still pending: ${unsettled.join(', ')}`,
            );
          } finally {
            await stopServer(again);
          }
        }
        return `${totals.decided} of ${totals.approvals} approvals recorded before kill -9 in 3 rounds (${totals.caughtBetween} left pending by the kill); on the next look every one reads as paid, the rest stay open to pay`;
      },
    );

    await runCase(
      'kill -9 while the SII provider issues a boleta: one folio after the restart (issue 48 §2)',
      async () => {
        const openFactura = await startFakeOpenFactura();
        const siiEnv = {
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          OPENFACTURA_API_KEY: FAKE_OPENFACTURA_API_KEY,
          OPENFACTURA_API_URL: openFactura.url,
        };
        try {
          // The provider issues at once but answers late: the kill lands after its folio, before ours.
          openFactura.state.answerDelayMs = 20_000;
          const server = await startServer(siiEnv);
          const client = new HttpClient(server.url);
          const { orderId, page } = await memberOnCheckout(
            client,
            `boleta.${Date.now()}@example.cl`,
            '+56912399887',
          );
          const form = await client.request('GET', page);
          const token = /name="_csrf" value="([^"]+)"/.exec(form.text)?.[1] ?? '';
          await client.request('POST', `${page}/approve`, `_csrf=${encodeURIComponent(token)}`, {
            'content-type': 'application/x-www-form-urlencoded',
          });
          const key = `vitalia-${orderId}-sale`;
          const issuedAt = await waitFor('the provider to issue the boleta', 30_000, () =>
            openFactura.issued.some((document) => document.idempotencyKey === key),
          );
          server.child.kill('SIGKILL');
          await server.exited;
          openFactura.state.answerDelayMs = 0;
          const again = await startServer(siiEnv);
          try {
            const after = new HttpClient(again.url);
            after.cookies = client.cookies;
            let folio: number | null = null;
            const backInMs = await waitFor('the boleta recorded after the restart', 30_000, async () => {
              const payments = (
                (await after.request('GET', '/api/payments/me')).json() as {
                  payments: { order_id: number; documents: { folio: number | null }[] }[];
                }
              ).payments;
              folio = payments.find((payment) => payment.order_id === orderId)?.documents[0]?.folio ?? null;
              return folio !== null;
            });
            const atProvider = openFactura.issued.filter((document) => document.idempotencyKey === key);
            check(atProvider.length === 1, `${atProvider.length} documents issued for order ${orderId}`);
            check(
              folio === atProvider[0]?.folio,
              `recorded folio ${folio}, provider's ${atProvider[0]?.folio}`,
            );
            const pdf = await after.request('GET', `/api/payments/${orderId}/document`);
            check(pdf.status === 200, `the boleta's PDF answered ${pdf.status}`);
            return `boleta issued at the provider ${issuedAt} ms after the approval, process killed before our record; after the restart the same folio (${folio}) was recorded in ${backInMs} ms, one document at the provider`;
          } finally {
            await stopServer(again);
          }
        } finally {
          await openFactura.close();
        }
      },
    );

    await runCase(
      'a reset mail answered 200 survives kill -9 right after the answer (issue 18)',
      async () => {
        // The first process only enqueues (as an instance that dies before its worker runs would).
        const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', JOBS_WORKERS: 'off' });
        const client = new HttpClient(server.url);
        const asked = await client.request('POST', '/api/auth/forgot-password', { email: DEMO_MEMBER.email });
        server.child.kill('SIGKILL');
        await server.exited;
        check(asked.status === 200, `forgot-password answered ${asked.status}`);
        const again = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
        try {
          let links = 0;
          const waitedMs = await waitFor('the reset mail in the outbox', 15_000, async () => {
            const outbox = (
              await new HttpClient(again.url).request(
                'GET',
                `/api/dev/outbox?to=${encodeURIComponent(DEMO_MEMBER.email)}`,
              )
            ).json() as { emails: { subject: string; text: string }[] };
            links = outbox.emails.filter((mail) => mail.text.includes('/reset-password?token=')).length;
            return links > 0;
          });
          check(links === 1, `${links} reset mails`);
          return `200 answered, process killed at once; the restarted instance sent the queued mail within ${waitedMs} ms, once`;
        } finally {
          await stopServer(again);
        }
      },
    );

    await runCase(
      'a reset mail whose worker was killed -9 with it is sent within seconds of the restart (issue 42 §8)',
      async () => {
        // Workers on: the mail job is likely claimed when the kill lands; whatever its state, the restart
        // must send it within seconds, not after its 120 s lock.
        const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
        const client = new HttpClient(server.url);
        const before = (
          (
            await client.request('GET', `/api/dev/outbox?to=${encodeURIComponent(DEMO_MEMBER.email)}`)
          ).json() as { emails: { text: string }[] }
        ).emails.filter((mail) => mail.text.includes('/reset-password?token=')).length;
        const asked = await client.request('POST', '/api/auth/forgot-password', { email: DEMO_MEMBER.email });
        server.child.kill('SIGKILL');
        await server.exited;
        check(asked.status === 200, `forgot-password answered ${asked.status}`);
        const restartedAt = Date.now();
        const again = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
        try {
          let links = 0;
          await waitFor('the reset mail in the outbox', 60_000, async () => {
            const outbox = (
              await new HttpClient(again.url).request(
                'GET',
                `/api/dev/outbox?to=${encodeURIComponent(DEMO_MEMBER.email)}`,
              )
            ).json() as { emails: { text: string }[] };
            links =
              outbox.emails.filter((mail) => mail.text.includes('/reset-password?token=')).length - before;
            return links > 0;
          });
          const afterRestartMs = Date.now() - restartedAt;
          check(
            afterRestartMs <= 20_000,
            `the mail took ${afterRestartMs} ms after the restart (budget 20 s)`,
          );
          check(links === 1, `${links} reset mails`);
          return `200 answered, killed at once with workers on; sent ${afterRestartMs} ms after the restart command, once`;
        } finally {
          await stopServer(again);
        }
      },
    );

    await runCase(
      'restarts after kill -9 always work, the server being PID 1 as in a container (issue 43 §2)',
      async () => {
        const rounds = 10;
        let restarted = 0;
        // A PID namespace needs root (CI runs as root); elsewhere the same restarts run as a plain process.
        const asPid1 = spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;
        for (let round = 0; round < rounds; round += 1) {
          const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, { asPid1 });
          check(await healthy(server), `round ${round + 1}: not healthy`);
          server.child.kill('SIGKILL');
          await server.exited;
          restarted += 1;
        }
        const last = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, { asPid1 });
        try {
          check(await healthy(last), 'the last restart is not healthy');
        } finally {
          // `unshare` does not pass SIGTERM on; SIGKILL ends its namespace, the server with it.
          await stopServer(last, 'SIGKILL');
        }
        return `${restarted} of ${rounds} restarts after kill -9 of a ${asPid1 ? 'PID 1' : 'plain (no PID namespace here)'} server started and served`;
      },
    );

    await runCase(
      'backup of a running instance, restored to a new place, plays its video and opens its e-book (issue 43 §9)',
      async () => {
        const sourceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-backup-source-'));
        const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-backup-restored-'));
        const archive = path.join(os.tmpdir(), `vitalia-backup-${process.pid}.tar`);
        const cli = (script: string, dataDir: string, ...args: string[]) => {
          const started = performance.now();
          const result = spawnSync(process.execPath, [`apps/api/dist/${script}`, ...args], {
            cwd: repoRoot,
            env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
            encoding: 'utf8',
          });
          check(result.status === 0, `${script}: ${result.status} ${result.stderr}`);
          return Math.round(performance.now() - started);
        };
        /** What a member and an admin see that the copy must keep: bookings, an e-book, a video. */
        const looksAt = async (server: ServerProcess, videoId: number) => {
          const member = new HttpClient(server.url);
          await member.signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
          const agenda = (await member.request('GET', '/api/agenda')).json() as { items: unknown[] };
          // The admin opens every e-book: the first one with its PDF.
          const admin = new HttpClient(server.url);
          await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
          const library = (await admin.request('GET', '/api/resources')).json() as {
            resources: { id: number; has_file: boolean }[];
          };
          const ebook = library.resources.find((resource) => resource.has_file);
          check(ebook !== undefined, 'no e-book with its PDF');
          const opened = await admin.request('POST', `/api/resources/${ebook.id}/download`);
          check(opened.status === 200, `e-book ${ebook.id}: ${opened.status} ${opened.text.slice(0, 200)}`);
          const link = opened.json() as { url: string };
          const pdf = Buffer.from(await (await fetch(`${server.url}${link.url}`)).arrayBuffer());
          check(pdf.subarray(0, 5).toString() === '%PDF-', `e-book ${ebook.id} did not open as a PDF`);
          const played = await admin.request('POST', `/api/videos/${videoId}/playback`);
          check(played.status === 200, `video ${videoId}: ${played.status} ${played.text.slice(0, 200)}`);
          const playback = played.json() as { url: string };
          const base = `${server.url}${playback.url.replace(/master\.m3u8$/, '')}`;
          check((await fetch(`${server.url}${playback.url}`)).status === 200, 'master playlist');
          const variant = await (await fetch(`${base}360p/index.m3u8`)).text();
          const segment = variant.split('\n').find((line) => line.endsWith('.ts') || line.endsWith('.m4s'));
          check(segment !== undefined, `no segment in the playlist: ${variant.slice(0, 200)}`);
          const bytes = (await (await fetch(`${base}360p/${segment}`)).arrayBuffer()).byteLength;
          check(bytes > 1000, `segment ${segment}: ${bytes} bytes`);
          return { bookings: agenda.items.length, ebook: ebook.id };
        };
        let source: ServerProcess | null = null;
        let restored: ServerProcess | null = null;
        try {
          source = await startServer({ DATA_DIR: sourceDir, DATABASE_URL: '' });
          const admin = new HttpClient(source.url);
          await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
          const videoId = await uploadedVideo(admin, source.url, 8);
          // An e-book's PDF, uploaded as the admin's browser does (a test instance renders no demo books).
          const firstBook = (
            (await admin.request('GET', '/api/resources')).json() as { resources: { id: number }[] }
          ).resources[0];
          check(firstBook !== undefined, 'no e-book in the demo library');
          const form = new FormData();
          form.append(
            'file',
            new Blob([await samplePdf('Copia de seguridad', 3)], { type: 'application/pdf' }),
            'libro.pdf',
          );
          const uploaded = await fetch(`${source.url}/api/admin/resources/${firstBook.id}/file`, {
            method: 'POST',
            headers: { cookie: admin.cookieHeader(), 'x-csrf-token': admin.cookie('csrf_token') ?? '' },
            body: form,
          });
          check(uploaded.ok, `e-book upload answered ${uploaded.status}`);
          const before = await looksAt(source, videoId);
          check(before.bookings > 0, 'the demo member has no bookings to keep');
          // Taken while the instance serves: its snapshot comes over the control socket.
          const backupMs = cli('cli-backup.mjs', sourceDir, archive);
          check(await healthy(source), 'the instance stopped serving during its backup');
          const restoreMs = cli('cli-restore.mjs', restoredDir, archive);
          const refused = spawnSync(process.execPath, ['apps/api/dist/cli-restore.mjs', archive], {
            cwd: repoRoot,
            env: { ...process.env, NODE_ENV: 'test', DATA_DIR: restoredDir, DATABASE_URL: '' },
            encoding: 'utf8',
          });
          check(
            refused.status === 2 && /--force/.test(refused.stderr),
            `a second restore: ${refused.stderr}`,
          );
          restored = await startServer({ DATA_DIR: restoredDir, DATABASE_URL: '' });
          const after = await looksAt(restored, videoId);
          check(
            after.bookings === before.bookings && after.ebook === before.ebook,
            `restored ${JSON.stringify(after)}, backed up ${JSON.stringify(before)}`,
          );
          check(backupMs < 30_000 && restoreMs < 30_000, `backup ${backupMs} ms, restore ${restoreMs} ms`);
          const size = (fs.statSync(archive).size / 1024 / 1024).toFixed(1);
          return `backup of the running instance ${backupMs} ms (${size} MB), restore ${restoreMs} ms; the copy serves ${after.bookings} bookings, e-book ${after.ebook} and the transcoded video ${videoId}; a second restore is refused without --force`;
        } finally {
          if (source) await stopServer(source);
          if (restored) await stopServer(restored);
          for (const dir of [sourceDir, restoredDir]) fs.rmSync(dir, { recursive: true, force: true });
          fs.rmSync(archive, { force: true });
        }
      },
    );

    await runCase('a second process on the same PGlite directory refuses to start', async () => {
      const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
      try {
        let message = '';
        try {
          await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, { timeoutMs: 15_000 });
        } catch (error) {
          message = error instanceof Error ? error.message : String(error);
        }
        check(
          message.includes('ya está en uso por otro proceso de Vitalia'),
          `second start said: ${message.slice(0, 300)}`,
        );
        check(await healthy(server), 'the first process stopped answering');
        return 'the second process exited with "…ya está en uso por otro proceso de Vitalia…"; the first kept serving';
      } finally {
        await stopServer(server);
      }
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'apps/api/dist/server.mjs')))
    throw new Error('falta el servidor compilado: ejecuta `npm run build` (npm run test:resilience lo hace)');
  let database: Awaited<ReturnType<typeof createDatabase>> | null = null;
  try {
    database = await createDatabase();
  } catch (error) {
    results.push({ name: 'PostgreSQL reachable', ok: false, detail: String(error) });
    console.log(`✗ PostgreSQL no está disponible en ${PG_URL}: ${String(error)}`);
  }
  if (database) {
    try {
      await onPostgres(database);
    } finally {
      await database.drop();
    }
  }
  await onPglite();
  const passed = results.filter((result) => result.ok).length;
  const failed = results.length - passed;
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
