/**
 * Issue 45 §2's budget on PostgreSQL: "Mis clientes" of a professional with 2,000 clients at 50 connections
 * (p99 < 50 ms), in its default order, with a search, and filtered to "Necesita atención". Each client has
 * a consultation held, every other one a consultation booked, every third one a note.
 */
import pg from 'pg';
import { HttpClient, type ServerProcess } from '../test-support/server-process';

type Report = (metric: string, value: string, budget?: string, ok?: boolean) => void;
type Load = (
  url: string,
  connections: number,
  headers?: Record<string, string>,
) => Promise<{ rps: number; p50: number; p99: number; non2xx: number; errors: number }>;

export const PRACTICE_CLIENTS = 2000;

/** The bench account gets a team card (an admin who also sees clients), and 2,000 members in its care. */
export async function seedPractice(databaseUrl: string, email: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const card = await db.query<{ id: number }>(
    `insert into trainers (slug, name, specialization, experience_years, user_id)
     select 'bench-practica', 'Bench Práctica', 'Nutrición', 5, id from users where email = $1
     returning id`,
    [email],
  );
  const trainerId = card.rows[0]?.id;
  const type = await db.query<{ id: number }>(
    `insert into appointment_types (name, duration_minutes, modality, required_plan)
     values ('Control bench', 45, 'online', 'free') returning id`,
  );
  const typeId = type.rows[0]?.id;
  await db.query(
    `insert into users (email, username, first_name, last_name)
     select 'cliente.' || g || '@bench.cl', 'cli' || g,
       (array['María','José','Camila','Ignacia','Tomás','Benjamín','Valentina','Agustín'])[1 + g % 8],
       (array['Muñoz','Rojas','Díaz','Pérez','Soto','Contreras','Silva','Martínez'])[1 + (g / 8) % 8] || ' ' || g
     from generate_series(1, ${PRACTICE_CLIENTS}) as g`,
  );
  await db.query(
    `insert into care_relationships (member_id, trainer_id, origin, started_at)
     select id, $1, 'booking', now() - interval '120 days' from users where email like 'cliente.%@bench.cl'`,
    [trainerId],
  );
  // One consultation held per client in the last 60 days, one booked for every other in the next 60, each at
  // its own hour (a professional's consultations never overlap).
  await db.query(
    `insert into appointments (member_id, trainer_id, type_id, starts_at, ends_at, blocked, status, idempotency_key)
     select u.id, $1, $2, s, s + interval '45 minutes', tstzrange(s, s + interval '45 minutes'), st, 'bench-' || u.id || '-' || st
     from (select id, row_number() over (order by id) as n from users where email like 'cliente.%@bench.cl') u,
     lateral (values
       (now() - interval '60 days' + (u.n || ' hours')::interval, 'completed'),
       (case when u.n % 2 = 0 then now() + interval '2 days' + (u.n || ' hours')::interval end, 'confirmed')
     ) as v(s, st)
     where s is not null`,
    [trainerId, typeId],
  );
  await db.query(
    `insert into clinical_records (member_id, subject_name, subject_email, retain_until)
     select id, first_name || ' ' || last_name, email, now() + interval '15 years'
     from users where email like 'cliente.%@bench.cl' and id % 3 = 0`,
  );
  await db.query(
    `insert into clinical_notes (record_id, trainer_id, content, author_name, created_at, updated_at)
     select r.id, $1, '{"template":"free","text":"Control"}'::jsonb, 'Bench', now() - interval '10 days', now()
     from clinical_records r`,
    [trainerId],
  );
  await db.query('vacuum analyze users, care_relationships, appointments, clinical_records, clinical_notes');
  await db.end();
}

export async function benchPractice(
  target: ServerProcess & { databaseUrl?: string },
  account: { email: string; password: string },
  load: Load,
  report: Report,
) {
  if (!target.databaseUrl) return undefined;
  await seedPractice(target.databaseUrl, account.email);
  const client = new HttpClient(target.url);
  await client.signIn(account.email, account.password);
  const cookie = client.cookieHeader();
  // The floor: the cheapest signed-in route at the same concurrency on the same server. At c=50 on one
  // pinned core a p99 is mostly queueing; the lists are read against this, not only against 50 ms.
  const floor = await load(`${target.url}/api/auth/me`, 50, { cookie });
  const list = await load(`${target.url}/api/trainer/clients`, 50, { cookie });
  const search = await load(`${target.url}/api/trainer/clients?q=munoz`, 50, { cookie });
  const attention = await load(`${target.url}/api/trainer/clients?status=attention&sort=last_contact`, 50, {
    cookie,
  });
  const home = await load(`${target.url}/api/trainer/home`, 50, { cookie });
  // Ten professionals opening their lists at once: the load a practice screen actually sees.
  const listAtTen = await load(`${target.url}/api/trainer/clients`, 10, { cookie });
  report('[PostgreSQL] practice: clients of one professional', `${PRACTICE_CLIENTS}`);
  report('[PostgreSQL] floor: GET /auth/me p99 (c=50)', `${floor.p99} ms (${floor.rps} req/s)`);
  for (const [label, figures] of [
    ['GET /trainer/clients (next consultation first)', list],
    ['GET /trainer/clients?q=munoz', search],
    ['GET /trainer/clients?status=attention', attention],
    ['GET /trainer/home', home],
  ] as const)
    report(
      `[PostgreSQL] ${label} p99 (c=50)`,
      `${figures.p99} ms (${figures.rps} req/s)`,
      '< 50 ms',
      figures.p99 < 50 && figures.non2xx === 0,
    );
  report(
    '[PostgreSQL] GET /trainer/clients p99 (c=10)',
    `${listAtTen.p99} ms (${listAtTen.rps} req/s)`,
    '< 50 ms',
    listAtTen.p99 < 50 && listAtTen.non2xx === 0,
  );
  return { floor, list, search, attention, home, listAtTen };
}
