/**
 * Issue 46's real-time budget on PostgreSQL: with 1,000 members' streams open on one instance, a member's
 * message reaches her professional's stream (p99 < 100 ms), sent through the same instance and through a
 * second one (NOTIFY across instances); and what those 1,000 streams cost the instance in RSS (< 150 MB).
 * Runs after `benchMessages`, whose 10,000 threads it reuses.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { HttpClient, type ServerProcess } from '../test-support/server-process';

type Report = (metric: string, value: string, budget?: string, ok?: boolean) => void;

const STREAMS = 1000;
const SENDS = 200;
const IN_FLIGHT = 5;
/** Untimed sends first, through both instances, from members the timed sends do not use. */
const WARMUP_SENDS = 40;

interface Member {
  conversationId: number;
  cookie: string;
  csrf: string;
}

/** The bench threads' members, each given a session written straight to the database (no 1,000 sign-ins). */
async function membersWithSessions(databaseUrl: string, secret: string, email: string): Promise<Member[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ member_id: number; id: number }>(
      `select c.member_id, c.id from conversations c
       join trainers t on t.id = c.trainer_id join users u on u.id = t.user_id
       where u.email = $1 order by c.id offset 1 limit $2`,
      [email, STREAMS],
    );
    const members = rows.map((row) => ({
      conversationId: row.id,
      memberId: row.member_id,
      token: crypto.randomBytes(32).toString('base64url'),
      csrf: crypto.randomBytes(24).toString('base64url'),
    }));
    await db.query(
      `insert into sessions (id, user_id, expires_at)
       select * from unnest($1::text[], $2::int[], array_fill(now() + interval '1 hour', array[$3::int]))`,
      [
        members.map((member) => crypto.createHmac('sha256', secret).update(member.token).digest('hex')),
        members.map((member) => member.memberId),
        members.length,
      ],
    );
    return members.map((member) => ({
      conversationId: member.conversationId,
      cookie: `vitalia_session=${member.token}; csrf_token=${member.csrf}`,
      csrf: member.csrf,
    }));
  } finally {
    await db.end();
  }
}

/** An open stream that records when each conversation event arrives, by thread. */
function stream(port: number, cookie: string, onEvent?: (conversationId: number) => void) {
  let buffer = '';
  const request = http.get({
    host: '127.0.0.1',
    port,
    path: '/api/notifications/stream',
    headers: { cookie },
    agent: false,
  });
  const ready = new Promise<void>((resolve, reject) => {
    request.on('response', (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        const events = buffer.split('\n\n');
        buffer = events.pop() ?? '';
        for (const event of events) {
          if (event.includes('event: ready')) resolve();
          const data = /^event: conversation\ndata: (.*)$/m.exec(event)?.[1];
          if (data && onEvent) onEvent((JSON.parse(data) as { conversation_id: number }).conversation_id);
        }
      });
    });
    request.on('error', reject);
  });
  return { ready, close: () => request.destroy() };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export async function benchMessageDelivery(options: {
  target: ServerProcess & { databaseUrl?: string };
  startSecond: () => Promise<ServerProcess>;
  stopServer: (server: ServerProcess) => Promise<void>;
  sessionSecret: string;
  professional: { email: string; password: string };
  rssMb: (pid: number) => number;
  report: Report;
}) {
  const { target, report } = options;
  if (!target.databaseUrl) return undefined;
  const members = await membersWithSessions(
    target.databaseUrl,
    options.sessionSecret,
    options.professional.email,
  );
  const professional = new HttpClient(target.url);
  await professional.signIn(options.professional.email, options.professional.password);
  const arrivals = new Map<number, (at: number) => void>();
  const hers = stream(target.port, professional.cookieHeader(), (conversationId) =>
    arrivals.get(conversationId)?.(performance.now()),
  );
  await hers.ready;

  const rssBefore = options.rssMb(target.child.pid ?? 0);
  const streams = members.map((member) => stream(target.port, member.cookie));
  const opened = (await Promise.allSettled(streams.map((open) => open.ready))).filter(
    (outcome) => outcome.status === 'fulfilled',
  ).length;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssGrowth = options.rssMb(target.child.pid ?? 0) - rssBefore;

  const second = await options.startSecond();
  const latencies = { same: [] as number[], across: [] as number[] };
  let failures = 0;
  /** Sends `count` messages from members `from`…, `IN_FLIGHT` at once, every other one through the second instance. */
  const sendMany = async (from: number, count: number, record: boolean) => {
    let next = from;
    const sender = async () => {
      for (let index = next++; index < from + count; index = next++) {
        const member = members[index];
        if (!member) return;
        const across = index % 2 === 1;
        const shown = new Promise<number>((resolve) => arrivals.set(member.conversationId, resolve));
        const sentAt = performance.now();
        const response = await fetch(
          `${across ? second.url : target.url}/api/conversations/${member.conversationId}/messages`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              cookie: member.cookie,
              'x-csrf-token': member.csrf,
            },
            body: JSON.stringify({ body: `Hola, soy la socia ${index}`, client_id: crypto.randomUUID() }),
          },
        );
        await response.arrayBuffer();
        const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000));
        const at = response.ok ? await Promise.race([shown, timeout]) : null;
        arrivals.delete(member.conversationId);
        if (!record) continue;
        if (at === null) failures += 1;
        else (across ? latencies.across : latencies.same).push(at - sentAt);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
  };
  try {
    // Warm like every other figure: the second instance has just started (its first request opens its
    // pool's connections and prepares its statements), so untimed sends through both go first.
    await sendMany(SENDS, WARMUP_SENDS, false);
    await sendMany(0, SENDS, true);
  } finally {
    for (const open of streams) open.close();
    hers.close();
    await options.stopServer(second);
  }

  const figures = {
    streams: opened,
    rssGrowthMb: rssGrowth,
    sameP99: Math.round(percentile(latencies.same, 99)),
    acrossP99: Math.round(percentile(latencies.across, 99)),
    sameP50: Math.round(percentile(latencies.same, 50)),
    acrossP50: Math.round(percentile(latencies.across, 50)),
    failures,
  };
  report('[PostgreSQL] messages: members’ streams open on one instance', `${opened}/${STREAMS}`);
  report(
    `[PostgreSQL] send → shown on her professional's stream, same instance p99 (${SENDS / 2} sends, ${IN_FLIGHT} at once)`,
    `${figures.sameP99} ms (p50 ${figures.sameP50} ms)`,
    '< 100 ms',
    figures.sameP99 < 100 && failures === 0,
  );
  report(
    `[PostgreSQL] send → shown, across two instances p99 (${SENDS / 2} sends)`,
    `${figures.acrossP99} ms (p50 ${figures.acrossP50} ms)`,
    '< 100 ms',
    figures.acrossP99 < 100 && failures === 0,
  );
  report(
    `[PostgreSQL] RSS growth with ${opened} open streams`,
    `${rssGrowth} MB`,
    '< 150 MB',
    rssGrowth < 150 && opened === STREAMS,
  );
  return figures;
}
