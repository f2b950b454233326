import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, outboxEmails, sessions, trainers, users } from '../../../db/schema/index';
import { buildApp } from '../../../app';
import { buildTestApp, TestAgent, testingOnPostgres, type TestContext } from '../../../../test/helper';
import { createUser, eventually, signedInAgent } from '../../../../test/factories';
import { usersRepository } from '../../../plugins/app/users/users-repository';
import {
  adminUsersRepository,
  MemberPageCursorSchema,
  walkPays,
} from '../../../plugins/app/admin/admin-users-repository';
import { decodeCursor } from '../../../lib/keyset-cursor';
import { openPostgres, type Db } from '../../../db/client';
import { santiagoDate } from '@vitalia/shared/member-rules';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function mailTo(address: string, ms = 3000) {
  const started = Date.now();
  for (;;) {
    const rows = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, address));
    if (rows.length > 0 || Date.now() - started > ms) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function auditOf(subjectUserId: number) {
  return ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectUserId, subjectUserId));
}

/** The admin users repository over a database that tallies its one-off selects (counts; pages are prepared). */
function talliedRepository() {
  const tally = { selects: 0 };
  const tallied = new Proxy(ctx.app.db, {
    get(target, property, receiver) {
      if (property === 'select')
        return (...args: Parameters<typeof target.select>) => {
          tally.selects += 1;
          return target.select(...args);
        };
      return Reflect.get(target, property, receiver);
    },
  });
  return { repo: adminUsersRepository(tallied), tally };
}

/** `count` members named `firstName` among as many others; the ids of the named ones, in insertion order. */
async function insertMembers(prefix: string, firstName: string, count: number): Promise<number[]> {
  const named: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const member = await usersRepository(ctx.app.db).insert({
      email: `${prefix}${i}@example.cl`,
      username: `${prefix}${i}`,
      firstName: i % 3 === 0 ? firstName : 'Otra',
      lastName: `${prefix} ${i}`,
    });
    if (i % 3 === 0) named.push(member.id);
  }
  return named;
}

/**
 * The admin users repository over a database that records the SQL of every statement it prepares: drizzle's
 * builders take the session from the database they were made by, so the session is what is wrapped.
 */
function recordingRepository(db: Db) {
  const prepared: string[] = [];
  // drizzle keeps the session internal; it is a plain property of the database object.
  const session = Reflect.get(db, 'session') as {
    prepareQuery: (query: { sql: string }, ...rest: unknown[]) => unknown;
  };
  const recording = new Proxy(session, {
    get(target, property, receiver) {
      if (property === 'prepareQuery')
        return (query: { sql: string }, ...rest: unknown[]) => {
          prepared.push(query.sql);
          return target.prepareQuery(query, ...rest);
        };
      return Reflect.get(target, property, receiver);
    },
  });
  const recorded = new Proxy(db, {
    get: (target, property, receiver) =>
      property === 'session' ? recording : Reflect.get(target, property, receiver),
  });
  return { repo: adminUsersRepository(recorded), prepared };
}

type PreparedStatement = { statement: string; generic_plans: number; custom_plans: number };
/** The statements prepared on a connection (of a one-connection pool) and how often each was planned. */
async function preparedOn(db: Db): Promise<PreparedStatement[]> {
  const result = await db.execute(
    sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements`,
  );
  return (result as unknown as { rows: PreparedStatement[] }).rows;
}

const cursorOf = (text: string | null | undefined) => {
  const cursor = decodeCursor(text ?? '', MemberPageCursorSchema);
  if (!cursor) throw new Error(`not a cursor: ${text}`);
  return cursor;
};

describe('members table', () => {
  it('searches without accents or case, filters, sorts and pages (10 by default)', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const repo = usersRepository(ctx.app.db);
    const maria = await repo.insert({
      email: 'mjose.accent@example.cl',
      username: 'mjoseacc',
      firstName: 'María José',
      lastName: 'Núñez',
      planType: 'premium',
    });
    for (let i = 0; i < 12; i += 1) await createUser(ctx.app);

    const found = (await admin.agent.get('/api/admin/users?q=maria%20jose')).json();
    expect(found.users.map((user: { id: number }) => user.id)).toEqual([maria.id]);
    expect((await admin.agent.get('/api/admin/users?q=NUNEZ')).json().total).toBe(1);
    expect((await admin.agent.get('/api/admin/users?q=%25')).json().total).toBe(0);

    const firstPage = (await admin.agent.get('/api/admin/users')).json();
    expect(firstPage).toMatchObject({ page: 1, per_page: 10 });
    expect(firstPage.users).toHaveLength(10);
    expect(firstPage.total).toBeGreaterThanOrEqual(14);
    const secondPage = (await admin.agent.get('/api/admin/users?page=2')).json();
    const ids = new Set([...firstPage.users, ...secondPage.users].map((user: { id: number }) => user.id));
    expect(ids.size).toBe(firstPage.users.length + secondPage.users.length);

    const premium = (await admin.agent.get('/api/admin/users?plan=premium&per_page=100')).json();
    expect(premium.users.every((user: { plan_type: string }) => user.plan_type === 'premium')).toBe(true);
    const admins = (await admin.agent.get('/api/admin/users?role=admin&per_page=100')).json();
    expect(admins.users.map((user: { id: number }) => user.id)).toContain(admin.user.id);

    const byName = (await admin.agent.get('/api/admin/users?sort=name&dir=asc&per_page=100')).json().users;
    const names = byName.map((user: { last_name: string }) => user.last_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));

    const today = santiagoDate();
    expect((await admin.agent.get(`/api/admin/users?from=2000-01-01&to=2000-01-02`)).json().total).toBe(0);
    expect((await admin.agent.get(`/api/admin/users?from=${today}`)).json().total).toBeGreaterThan(0);
    const bad = await admin.agent.get('/api/admin/users?per_page=1000&sort=password_hash');
    expect(bad.statusCode).toBe(400);
  });

  it('keyset pages (cursor) walk the same rows as numbered pages, forward and back, in every order (issue 21)', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    // Two members with the same last name, so the name order's second key and the id tie-break both matter.
    for (const firstName of ['Bea', 'Ana'])
      await usersRepository(ctx.app.db).insert({
        email: `keyset.${firstName.toLowerCase()}@example.cl`,
        username: `keyset${firstName.toLowerCase()}`,
        firstName,
        lastName: 'Keyset',
      });
    for (let i = 0; i < 8; i += 1) await createUser(ctx.app);
    type Page = {
      users: { id: number }[];
      total: number;
      next_cursor: string | null;
      prev_cursor: string | null;
    };
    const get = async (query: string): Promise<Page> => {
      const response = await admin.agent.get(`/api/admin/users?per_page=4&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const idsOf = (page: Page) => page.users.map((user) => user.id);
    for (const sort of ['created_at', 'name', 'email', 'plan_type', 'role']) {
      for (const dir of ['asc', 'desc']) {
        const order = `sort=${sort}&dir=${dir}`;
        const numbered: number[][] = [];
        const first = await get(order);
        expect(first.prev_cursor).toBeNull();
        for (let page = 1; page <= Math.ceil(first.total / 4); page += 1)
          numbered.push(idsOf(await get(`${order}&page=${page}`)));

        const walked: Page[] = [first];
        for (let page = first; page.next_cursor && walked.length < numbered.length;) {
          page = await get(`${order}&cursor=${page.next_cursor}`);
          walked.push(page);
        }
        expect(walked.map(idsOf), order).toEqual(numbered);
        // And back from the last page to the first by each page's prev_cursor.
        const backward: number[][] = [];
        for (let page = walked.at(-1); page?.prev_cursor && backward.length < numbered.length - 1;) {
          page = await get(`${order}&cursor=${page.prev_cursor}`);
          backward.unshift(idsOf(page));
        }
        expect(backward, order).toEqual(numbered.slice(0, -1));
      }
    }

    const byDate = await get('sort=created_at&dir=desc');
    const wrongOrder = await admin.agent.get(`/api/admin/users?sort=email&cursor=${byDate.next_cursor}`);
    expect(wrongOrder.statusCode).toBe(400);
    expect(wrongOrder.json().message).toBe(
      'Esta página ya no es válida con el orden elegido: vuelve a la primera página.',
    );
    const forged = Buffer.from(
      JSON.stringify({ sort: 'created_at', dir: 'desc', toward: 'after', keys: ["x') or true --"], id: 1 }),
    ).toString('base64url');
    const forgedAnswer = await admin.agent.get(`/api/admin/users?cursor=${forged}`);
    expect(forgedAnswer.statusCode).toBe(400);
    for (const garbage of ['bm90LWpzb24', 'a.b', 'x'.repeat(601)]) {
      const answer = await admin.agent.get(`/api/admin/users?cursor=${garbage}`);
      expect(answer.statusCode, garbage).toBe(400);
    }
  });

  it('pages asked at the same moment share one count of their filter; an admin write forgets it (issue 21)', async () => {
    const { repo, tally } = talliedRepository();
    // Ordered by e-mail: a search in created-at order may walk (ADR 0056), which prepares its own statement.
    const filter = { q: 'keyset', sort: 'email', dir: 'desc' } as const;
    // The page statement of this filter shape is prepared once (a select too): done before tallying.
    await repo.list({ ...filter, q: 'otra' }, 5, { offset: 0 });
    tally.selects = 0;
    const answers = await Promise.all(Array.from({ length: 10 }, () => repo.list(filter, 5, { offset: 0 })));
    expect(tally.selects).toBe(1);
    expect(new Set(answers.map((answer) => answer.total)).size).toBe(1);
    await repo.list(filter, 5, { offset: 0 });
    expect(tally.selects).toBe(1);
    repo.forgetTotals();
    await repo.list(filter, 5, { offset: 0 });
    expect(tally.selects).toBe(2);
  });

  it('past its 10 s a total is answered at once while it is recounted; past a minute the page waits for it', async () => {
    const { repo, tally } = talliedRepository();
    const filter = { q: 'recuento', sort: 'email', dir: 'desc' } as const;
    const member = (n: number) => ({
      email: `recuento${n}@example.cl`,
      username: `recuento${n}`,
      firstName: 'Recuento',
      lastName: String(n),
    });
    await usersRepository(ctx.app.db).insert(member(1));
    const started = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: started });
    try {
      await repo.list({ ...filter, q: 'otra' }, 5, { offset: 0 });
      tally.selects = 0;
      expect((await repo.list(filter, 5, { offset: 0 })).total).toBe(1);
      expect(tally.selects).toBe(1);
      await usersRepository(ctx.app.db).insert(member(2));

      vi.setSystemTime(started + 11_000);
      const stale = await repo.list(filter, 5, { offset: 0 });
      expect(stale.total).toBe(1);
      expect(stale.rows).toHaveLength(2);
      expect(tally.selects).toBe(2);
      await eventually(
        async () => (await repo.list(filter, 5, { offset: 0 })).total === 2,
        'the recounted total',
      );
      expect(tally.selects).toBe(2);

      await usersRepository(ctx.app.db).insert(member(3));
      vi.setSystemTime(started + 11_000 + 61_000);
      expect((await repo.list(filter, 5, { offset: 0 })).total).toBe(3);
      expect(tally.selects).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a search alone in created-at order walks the members newest first once its totals are known (ADR 0056)', async () => {
    const walkers = await insertMembers('paseo', 'Caminante', 14);
    const { repo, prepared } = recordingRepository(ctx.app.db);
    const walks = () => prepared.filter((statement) => statement.includes('strpos'));
    const idsOf = (page: { rows: { user: { id: number } }[] }) => page.rows.map((row) => row.user.id);

    // Unknown totals: the trigram search, which counts every member behind it for the next page.
    const filter = { q: 'CAMINÁNTE', sort: 'created_at', dir: 'desc' } as const;
    const newest = [...walkers].sort((a, b) => b - a);
    expect(idsOf(await repo.list(filter, 2, { offset: 0 }))).toEqual(newest.slice(0, 2));
    expect(walks()).toHaveLength(0);
    await eventually(async () => {
      await repo.list(filter, 2, { offset: 0 });
      return walks().length > 0;
    }, 'a walk');

    // Walked forward by cursor and back: the same members, in the same order, as the search finds.
    for (const dir of ['desc', 'asc'] as const) {
      const expected = dir === 'desc' ? newest : [...newest].reverse();
      const pages = [await repo.list({ ...filter, dir }, 2, { offset: 0 })];
      while (pages.at(-1)?.nextCursor && pages.length < 5)
        pages.push(await repo.list({ ...filter, dir }, 2, { cursor: cursorOf(pages.at(-1)?.nextCursor) }));
      expect(pages.flatMap(idsOf), dir).toEqual(expected);
      const back = await repo.list({ ...filter, dir }, 2, { cursor: cursorOf(pages.at(-1)?.prevCursor) });
      expect(idsOf(back), dir).toEqual(expected.slice(2, 4));
    }
    // Each direction's first page, next page and previous page.
    expect(walks()).toHaveLength(6);

    // Anything else is found by trigrams: another order, another filter, a page by offset, a letter the
    // database lowers by its locale.
    await repo.list({ ...filter, sort: 'email' }, 2, { offset: 0 });
    await repo.list({ ...filter, plan: 'free' }, 2, { offset: 0 });
    await repo.list(filter, 2, { offset: 2 });
    for (let i = 0; i < 2; i += 1) await repo.list({ ...filter, q: 'Ørsted' }, 2, { offset: 0 });
    expect(walks()).toHaveLength(6);
  });

  it.runIf(testingOnPostgres)(
    'PostgreSQL plans a walk and an unfiltered page once, and runs that plan on every page (ADR 0056)',
    async () => {
      await insertMembers('plano', 'Planificada', 8);
      if (ctx.database.jobBackend.kind !== 'postgres') throw new Error('PostgreSQL only');
      // One connection, so that its prepared statements are the ones pg_prepared_statements lists.
      const single = openPostgres(ctx.database.jobBackend.connectionString, { poolSize: 1 });
      try {
        const repo = adminUsersRepository(single.db);
        const filter = { q: 'planificada', sort: 'created_at', dir: 'desc' } as const;
        await eventually(async () => {
          await repo.list(filter, 10, { offset: 0 });
          return (await preparedOn(single.db)).some((row) => row.statement.includes('strpos'));
        }, 'a walk');
        for (let i = 0; i < 8; i += 1) {
          await repo.list(filter, 10, { offset: 0 });
          await repo.list({ sort: 'created_at', dir: 'desc' }, 25, { offset: 0 });
          // A size no screen asks for is bound, and planned for its value.
          await repo.list({ sort: 'created_at', dir: 'desc' }, 7, { offset: 0 });
        }
        const statements = await preparedOn(single.db);
        const walk = statements.find((row) => row.statement.includes('strpos'));
        const everyone = statements.filter((row) => !row.statement.includes('from "users" where'));
        expect(walk?.statement).toMatch(/limit 10\b/);
        expect(walk?.generic_plans).toBeGreaterThan(0);
        expect(everyone.map((row) => row.statement.match(/limit (\S+)/)?.[1]).sort()).toEqual(['$1', '25']);
        const written = everyone.find((row) => row.statement.includes('limit 25'));
        expect(written?.generic_plans).toBeGreaterThan(0);
        expect(written?.custom_plans).toBeLessThanOrEqual(5);
      } finally {
        await single.close();
      }
    },
  );

  it('walks only where it expects to read a few thousand members for a page', () => {
    expect(walkPays(10, 100_000, 1_562)).toBe(true);
    expect(walkPays(10, 100_000, 200)).toBe(true);
    expect(walkPays(10, 100_000, 199)).toBe(false);
    expect(walkPays(100, 100_000, 1_562)).toBe(false);
    expect(walkPays(10, 100_000, 0)).toBe(false);
    expect(walkPays(10, 0, 0)).toBe(true);
  });

  it('two repositories on one database page in different orders: their statements never share a name', async () => {
    for (let i = 0; i < 6; i += 1) await createUser(ctx.app);
    const one = adminUsersRepository(ctx.app.db);
    const two = adminUsersRepository(ctx.app.db);
    const byDate = { sort: 'created_at', dir: 'desc' } as const;
    const byEmail = { sort: 'email', dir: 'asc' } as const;
    // Each prepares its first statement for a different order; one pooled connection may run both.
    for (let round = 0; round < 3; round += 1) {
      const [first, second] = [
        await one.list(byDate, 5, { offset: 0 }),
        await two.list(byEmail, 5, { offset: 0 }),
      ];
      expect(first.rows).toHaveLength(5);
      expect(second.rows).toHaveLength(5);
    }
  });

  it('exports the filtered list as CSV with a BOM, neutralising formula cells', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    await usersRepository(ctx.app.db).insert({
      email: 'formula@example.cl',
      username: 'formula1',
      firstName: '=HYPERLINK("http://x")',
      lastName: '+SUM(1)',
    });
    const response = await admin.agent.get('/api/admin/users/export.csv?q=formula');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, row] = response.body.slice(1).trim().split('\r\n');
    expect(header).toContain('"Último ingreso"');
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain(`"'+SUM(1)"`);
  });
});

describe('member changes', () => {
  it('creates a member with a set-password e-mail and no password, and audits it', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const email = `nueva.${Date.now()}@example.cl`;
    const created = await admin.agent.post('/api/admin/users', {
      email,
      first_name: 'Josefa',
      last_name: 'Muñoz',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().user.id;
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.passwordHash).toBeNull();
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe('Tu cuenta en Vitalia está lista');
    expect(mail?.text).toMatch(/\/reset-password\?token=/);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'user.create', actorId: admin.user.id, ip: '127.0.0.1' });

    const again = await admin.agent.post('/api/admin/users', {
      email,
      first_name: 'Otra',
      last_name: 'Persona',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya existe una cuenta con ese email.');
    const invalid = await admin.agent.post('/api/admin/users', {
      email: 'no-es-email',
      first_name: 'A',
      last_name: '',
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toEqual(expect.arrayContaining(['email', 'first_name']));
  });

  it('edits data and role with before and after in the audit log; featured only with a trainer profile', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const { user } = await createUser(ctx.app);
    const edited = await admin.agent.put(`/api/admin/users/${user.id}`, {
      first_name: 'Camila',
      role: 'trainer',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().user).toMatchObject({ first_name: 'Camila', role: 'trainer' });
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      action: 'user.role',
      before: { first_name: 'Prueba', role: 'member' },
      after: { first_name: 'Camila', role: 'trainer' },
    });

    const noProfile = await admin.agent.put(`/api/admin/users/${user.id}`, { is_featured_trainer: true });
    expect(noProfile.statusCode).toBe(400);
    await ctx.database.db.insert(trainers).values({
      slug: `t-${user.id}`,
      userId: user.id,
      name: 'Camila',
      specialization: 'Nutrición',
      experienceYears: 2,
    });
    const featured = await admin.agent.put(`/api/admin/users/${user.id}`, { is_featured_trainer: true });
    expect(featured.json().user.is_featured_trainer).toBe(true);
    expect((await admin.agent.put(`/api/admin/users/${user.id}`, {})).statusCode).toBe(400);
    expect((await admin.agent.put('/api/admin/users/2147483000', { first_name: 'Nadie' })).statusCode).toBe(
      404,
    );
  });

  it('an admin cannot demote, suspend or delete themselves by accident', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    for (const response of [
      await admin.agent.put(`/api/admin/users/${admin.user.id}`, { role: 'member' }),
      await admin.agent.put(`/api/admin/users/${admin.user.id}`, { status: 'suspended' }),
      await admin.agent.delete(`/api/admin/users/${admin.user.id}`),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('No puedes hacer esto con tu propia cuenta desde aquí.');
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('suspending ends the member’s sessions on another instance at once; reactivating lets her back', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const second = await buildApp({ config: ctx.config, database: ctx.database });
    await second.ready();
    try {
      const { email, password, user } = await createUser(ctx.app);
      const elsewhere = new TestAgent(second);
      expect((await elsewhere.post('/api/auth/login', { email, password })).statusCode).toBe(200);
      expect((await elsewhere.get('/api/auth/me')).json().auth).toBe(true); // now cached on the second instance

      const suspended = await admin.agent.put(`/api/admin/users/${user.id}`, { status: 'suspended' });
      expect(suspended.json().message).toBe('Cuenta suspendida. Sus sesiones se cerraron.');
      // NOTIFY reaches the other instance within milliseconds (PGlite: at once; PostgreSQL: its own connection).
      await eventually(
        async () => (await elsewhere.get('/api/auth/me')).json().auth === false,
        'session dropped',
      );
      expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
        0,
      );

      const refused = await new TestAgent(second).post('/api/auth/login', { email, password });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Tu cuenta está suspendida. Escríbenos si crees que es un error.');
      // A wrong password never learns the account is suspended.
      expect(
        (await new TestAgent(second).post('/api/auth/login', { email, password: 'Otra12345' })).statusCode,
      ).toBe(401);

      await admin.agent.put(`/api/admin/users/${user.id}`, { status: 'active' });
      expect((await new TestAgent(second).post('/api/auth/login', { email, password })).statusCode).toBe(200);
      expect((await auditOf(user.id)).map((entry) => entry.action)).toEqual(
        expect.arrayContaining(['user.suspend', 'user.reactivate']),
      );
    } finally {
      await second.close();
    }
  });

  it('ends one session or all of them, by reference', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const { email, password, user } = await createUser(ctx.app);
    const phone = new TestAgent(ctx.app);
    const laptop = new TestAgent(ctx.app);
    await phone.post('/api/auth/login', { email, password });
    await laptop.post('/api/auth/login', { email, password });
    const detail = (await admin.agent.get(`/api/admin/users/${user.id}`)).json();
    expect(detail.sessions).toHaveLength(2);
    expect(detail.sessions[0].ref).toMatch(/^[0-9a-f]{16}$/);
    const [stored] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(JSON.stringify(detail)).not.toContain(stored?.id);

    const one = await admin.agent.delete(`/api/admin/users/${user.id}/sessions/${detail.sessions[0].ref}`);
    expect(one.statusCode).toBe(200);
    const stillIn = [
      (await phone.get('/api/auth/me')).json().auth,
      (await laptop.get('/api/auth/me')).json().auth,
    ];
    expect(stillIn.filter(Boolean)).toHaveLength(1);
    expect(
      (await admin.agent.delete(`/api/admin/users/${user.id}/sessions/${detail.sessions[0].ref}`)).statusCode,
    ).toBe(404);
    await admin.agent.delete(`/api/admin/users/${user.id}/sessions`);
    expect(
      (await phone.get('/api/auth/me')).json().auth || (await laptop.get('/api/auth/me')).json().auth,
    ).toBe(false);
  });

  it('sends a password reset, and deletes a member with the self-service deletion, keeping no personal data in the log', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const { user, email } = await createUser(ctx.app);
    expect((await admin.agent.post(`/api/admin/users/${user.id}/password-reset`)).statusCode).toBe(200);
    expect((await mailTo(email))[0]?.subject).toBe('Restablece tu contraseña de Vitalia');

    const removed = await admin.agent.delete(`/api/admin/users/${user.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    const entries = await auditOf(user.id);
    expect(entries.map((entry) => entry.action)).toContain('user.delete');
    expect(JSON.stringify(entries.find((entry) => entry.action === 'user.delete'))).not.toContain(email);
    expect((await admin.agent.delete(`/api/admin/users/${user.id}`)).statusCode).toBe(404);
  });

  it('shows a member’s page: profile, plan history, sessions, notifications, feedback and audit', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const member = await signedInAgent(ctx.app);
    await member.agent.post('/api/users/feedback', {
      message: 'Muy bien',
      rating: 4,
      category: 'general',
      accepted_terms: true,
    });
    await admin.agent.post('/api/admin/memberships/grant', {
      user_id: member.user.id,
      plan_type: 'premium',
      months: 1,
      reason: 'Cortesía por el taller',
    });
    const detail = (await admin.agent.get(`/api/admin/users/${member.user.id}`)).json();
    expect(detail.user).toMatchObject({ id: member.user.id, plan_type: 'premium' });
    expect(detail.user.last_sign_in_at).not.toBeNull();
    expect(detail.memberships[0]).toMatchObject({ plan_type: 'premium', status: 'active' });
    expect(detail.feedback[0]).toMatchObject({ rating: 4 });
    expect(detail.notifications.length).toBeGreaterThan(0);
    expect(detail.audit[0]).toMatchObject({
      action: 'membership.grant',
      after: { reason: 'Cortesía por el taller' },
    });
  });
});

describe('audit log', () => {
  it('is append-only in the database itself, and filterable in /admin/activity', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const { user } = await createUser(ctx.app);
    await admin.agent.put(`/api/admin/users/${user.id}`, { last_name: 'Editada' });
    await expect(ctx.database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();

    const mine = (await admin.agent.get(`/api/admin/activity?user_id=${user.id}`)).json();
    expect(mine.entries).toHaveLength(1);
    // Names, not ids (issue 49 §7): who acted and whom it concerned, as their accounts say today.
    expect(mine.entries[0]).toMatchObject({
      action: 'user.update',
      actor_email: admin.email,
      actor_name: 'Prueba Vitalia',
      subject_name: 'Prueba Editada',
    });
    const byAction = (await admin.agent.get('/api/admin/activity?action=user.update')).json();
    expect(byAction.entries.every((entry: { action: string }) => entry.action === 'user.update')).toBe(true);
    for (const method of ['PUT', 'DELETE', 'POST'] as const)
      expect((await admin.agent.request({ method, url: '/api/admin/activity' })).statusCode).toBe(404);
  });
});

describe('last admin', () => {
  // One database for the block: each test (and each round) first makes its own admins the only active
  // ones, so what an earlier one left (a survivor, a deleted admin) is suspended out of the way.
  let own: TestContext;
  beforeAll(async () => {
    own = await buildTestApp();
  });
  afterAll(async () => {
    await own.close();
  });

  /** Suspends every admin but `keep` (active already: the database refuses to leave no active admin). */
  const suspendAdminsBut = (keep: number[]) =>
    own.database.db
      .update(users)
      .set({ status: 'suspended' })
      .where(
        sql`${users.role} = 'admin' and ${users.id} not in (${sql.join(
          keep.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );

  const activeAdmins = async () =>
    (
      await own.database.db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.role} = 'admin' and ${users.status} = 'active'`)
    ).length;

  it('the last active admin can be neither demoted, suspended nor deleted', async () => {
    const { user: only } = await createUser(own.app, { isAdmin: true });
    await suspendAdminsBut([only.id]);
    const actor = { id: 0, email: 'sistema@vitalia.cl', ip: '127.0.0.1' };
    for (const attempt of [
      () => own.app.adminUsersService.update(actor, only.id, { role: 'member' }),
      () => own.app.adminUsersService.update(actor, only.id, { status: 'suspended' }),
      () => own.app.adminUsersService.remove(actor, only.id),
    ])
      await expect(attempt()).rejects.toMatchObject({
        statusCode: 409,
        message: 'Debe quedar al menos una cuenta de administración activa.',
      });
    const [row] = await own.database.db.select().from(users).where(eq(users.id, only.id));
    expect(row).toMatchObject({ role: 'admin', status: 'active' });
  });

  /** `count` new admins, each signed in, made the only active ones. */
  async function onlyAdmins(count: number) {
    const admins = [];
    for (let i = 0; i < count; i += 1) admins.push(await signedInAgent(own.app, { isAdmin: true }));
    await suspendAdminsBut(admins.map((admin) => admin.user.id));
    return admins;
  }

  it('two admins removing each other at the same moment leave one admin, every round (issue 17)', async () => {
    for (let round = 0; round < 6; round += 1) {
      const [ana, bea] = await onlyAdmins(2);
      if (!ana || !bea) throw new Error('two admins');
      // Mutual demotion, mutual suspension, and an admin deleting the other while she deletes herself.
      const attempts = [
        () => [
          ana.agent.put(`/api/admin/users/${bea.user.id}`, { role: 'member' }),
          bea.agent.put(`/api/admin/users/${ana.user.id}`, { role: 'member' }),
        ],
        () => [
          ana.agent.put(`/api/admin/users/${bea.user.id}`, { status: 'suspended' }),
          bea.agent.put(`/api/admin/users/${ana.user.id}`, { status: 'suspended' }),
        ],
        () => [
          ana.agent.delete(`/api/admin/users/${bea.user.id}`),
          bea.agent.post('/api/users/delete-account', { password: bea.password }),
        ],
      ];
      const responses = await Promise.all(attempts[round % attempts.length]?.() ?? []);
      const statuses = responses.map((response) => response.statusCode);
      // Both may say 200 only when both removed the same admin; otherwise one is refused by the rule (409)
      // or finds its author or target already gone. Either way exactly one active admin remains.
      expect(statuses, `round ${round}`).toContain(200);
      for (const response of responses) {
        expect([200, 401, 403, 404, 409], response.body).toContain(response.statusCode);
        if (response.statusCode === 409)
          expect(response.json().message).toBe('Debe quedar al menos una cuenta de administración activa.');
      }
      expect(await activeAdmins()).toBe(1);
    }
  }, 120_000);

  it('the last admin cannot delete her own account; her data and audit trail stay (issue 17)', async () => {
    const [only] = await onlyAdmins(1);
    if (!only) throw new Error('one admin');
    const response = await only.agent.post('/api/users/delete-account', { password: only.password });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'LAST_ADMIN',
      message: 'Debe quedar al menos una cuenta de administración activa.',
    });
    expect(await activeAdmins()).toBe(1);
    expect((await only.agent.get('/api/auth/me')).statusCode).toBe(200);
    // Not even SQL typed by hand can take the last admin away.
    await expect(
      own.database.db.update(users).set({ role: 'member' }).where(eq(users.id, only.user.id)),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: 'VT001' }) });
    // With a second admin she may go; the deletion and its audit entry commit together.
    const other = await signedInAgent(own.app, { isAdmin: true });
    const removed = await other.agent.delete(`/api/admin/users/${only.user.id}`);
    expect(removed.statusCode).toBe(200);
    const entries = await own.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'user.delete' and ${auditLog.entityId} = ${String(only.user.id)}`);
    expect(entries).toHaveLength(1);
  });
});
