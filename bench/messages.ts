/**
 * Issue 46's budgets on PostgreSQL: a professional's thread list at 10,000 threads (p99 < 50 ms), a history
 * page in a thread of 100,000 messages (p99 < 30 ms) and the unread count (p99 < 10 ms), at 50 connections.
 * (Send → shown on the other side's stream with 1,000 streams open is not measured here yet.)
 */
import pg from 'pg';
import { HttpClient, type ServerProcess } from '../test-support/server-process';
import { CONVERSATIONS_PAGE_SIZE } from '@vitalia/shared/conversations';

type Report = (metric: string, value: string, budget?: string, ok?: boolean) => void;
type Load = (
  url: string,
  connections: number,
  headers?: Record<string, string>,
) => Promise<{ rps: number; p50: number; p99: number; non2xx: number; errors: number }>;

export const MESSAGE_THREADS = 10_000;
export const LONG_THREAD_MESSAGES = 100_000;

/** The bench account's team card (made if the practice bench has not), 10,000 threads, one very long. */
async function seedMessages(
  databaseUrl: string,
  email: string,
): Promise<{ longThread: number; middle: number }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `insert into trainers (slug, name, specialization, experience_years, user_id)
     select 'bench-mensajes', 'Bench Mensajes', 'Nutrición', 5, id from users
     where email = $1 and not exists (select 1 from trainers t where t.user_id = users.id)`,
    [email],
  );
  const card = await db.query<{ id: number }>(
    'select t.id from trainers t join users u on u.id = t.user_id where u.email = $1 limit 1',
    [email],
  );
  const trainerId = card.rows[0]?.id;
  await db.query(
    `insert into users (email, username, first_name, last_name)
     select 'mensaje.' || g || '@bench.cl', 'msg' || g, 'Socia', 'Mensajes ' || g
     from generate_series(1, ${MESSAGE_THREADS}) as g`,
  );
  await db.query(
    `insert into care_relationships (member_id, trainer_id, origin, started_at)
     select id, $1, 'admin', now() - interval '30 days' from users where email like 'mensaje.%@bench.cl'`,
    [trainerId],
  );
  await db.query(
    `insert into conversations (member_id, trainer_id, created_at)
     select id, $1, now() - interval '30 days' from users where email like 'mensaje.%@bench.cl'`,
    [trainerId],
  );
  // One message in each thread, at its own minute; every fifth one unread by the professional.
  await db.query(
    `insert into conversation_messages (conversation_id, sender_side, sender_user_id, body, client_id, created_at)
     select c.id, 'member', c.member_id, 'Hola, ¿cómo sigo con el plan?', gen_random_uuid(),
       now() - (c.id % 40000 || ' minutes')::interval
     from conversations c where c.trainer_id = $1`,
    [trainerId],
  );
  const long = await db.query<{ id: number }>(
    'select id from conversations where trainer_id = $1 order by id limit 1',
    [trainerId],
  );
  const longThread = long.rows[0]?.id ?? 0;
  await db.query(
    `insert into conversation_messages (conversation_id, sender_side, sender_user_id, body, client_id, created_at)
     select $1, case when g % 2 = 0 then 'member' else 'professional' end, null,
       'Mensaje número ' || g || ' de una conversación muy larga', gen_random_uuid(),
       now() - interval '300 days' + (g || ' minutes')::interval
     from generate_series(1, ${LONG_THREAD_MESSAGES}) as g`,
    [longThread],
  );
  await db.query(
    `update conversations c set last_message_id = m.id, last_message_at = m.created_at,
       trainer_unread = case when c.id % 5 = 0 then 1 else 0 end
     from (select distinct on (conversation_id) conversation_id, id, created_at from conversation_messages
           order by conversation_id, id desc) m
     where m.conversation_id = c.id and c.trainer_id = $1`,
    [trainerId],
  );
  const middle = await db.query<{ id: number }>(
    `select id from conversation_messages where conversation_id = $1 order by id
     offset ${LONG_THREAD_MESSAGES / 2} limit 1`,
    [longThread],
  );
  await db.query('vacuum analyze users, care_relationships, conversations, conversation_messages');
  await db.end();
  return { longThread, middle: middle.rows[0]?.id ?? 0 };
}

export async function benchMessages(
  target: ServerProcess & { databaseUrl?: string },
  account: { email: string; password: string },
  load: Load,
  report: Report,
) {
  if (!target.databaseUrl) return undefined;
  const { longThread, middle } = await seedMessages(target.databaseUrl, account.email);
  const client = new HttpClient(target.url);
  await client.signIn(account.email, account.password);
  const cookie = client.cookieHeader();
  // The floor: the cheapest signed-in route at the same concurrency (see bench/practice.ts).
  const floor = await load(`${target.url}/api/auth/me`, 50, { cookie });
  const list = await load(`${target.url}/api/conversations`, 50, { cookie });
  const history = await load(`${target.url}/api/conversations/${longThread}/messages?before=${middle}`, 50, {
    cookie,
  });
  const unread = await load(`${target.url}/api/conversations/unread-count`, 50, { cookie });
  report('[PostgreSQL] messages: threads of one professional', `${MESSAGE_THREADS}`);
  report('[PostgreSQL] floor: GET /auth/me p99 (c=50)', `${floor.p99} ms (${floor.rps} req/s)`);
  for (const [label, figures, budget] of [
    [`GET /conversations (a page of ${CONVERSATIONS_PAGE_SIZE} of her threads, newest first)`, list, 50],
    [`GET /conversations/{id}/messages?before= (${LONG_THREAD_MESSAGES} messages)`, history, 30],
    ['GET /conversations/unread-count', unread, 10],
  ] as const)
    report(
      `[PostgreSQL] ${label} p99 (c=50)`,
      `${figures.p99} ms (${figures.rps} req/s)`,
      `< ${budget} ms`,
      figures.p99 < budget && figures.non2xx === 0,
    );
  return { floor, list, history, unread };
}
