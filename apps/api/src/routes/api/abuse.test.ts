import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CSRF_COOKIE, SESSION_COOKIE } from '@vitalia/shared/constants/auth';
import { LOGIN_ERRORS } from '@vitalia/shared/messages/auth';
import { API_ERRORS } from '@vitalia/shared/messages/general';
import { notifications, sessions } from '../../db/schema/index';
import { buildApp } from '../../app';
import { loggerOptions } from '../../lib/logger';
import { buildTestApp, TestAgent, type TestContext } from '../../../test/helper';
import {
  createUser,
  draftCourse,
  demoProduct,
  registrationPayload,
  signedInAgent,
  uniqueEmail,
} from '../../../test/factories';

/** The bad-input and abuse cases of the hardening issue, against the real app and database. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => ctx.close());

let addressSequence = 0;
/** Each test signs in from its own address, so per-address limits of one test do not touch another. */
const freshAddress = () => `10.0.${Math.floor(addressSequence / 250)}.${(addressSequence++ % 250) + 1}`;

const expectSpanishError = (response: { statusCode: number; json(): unknown }, status: number | number[]) => {
  expect([status].flat()).toContain(response.statusCode);
  expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
};

describe('bad input is a Spanish 4xx, never a 500, and changes nothing', () => {
  const NUL = '\u0000';

  it('refuses text with control characters where it enters, on public and signed-in calls', async () => {
    const anonymous = new TestAgent(ctx.app, freshAddress());
    const cases = [
      await anonymous.post('/api/auth/login', { email: `ana${NUL}@x.cl`, password: 'x' }),
      await anonymous.post('/api/auth/register', registrationPayload({ first_name: `Ana${NUL}` })),
      await anonymous.post('/api/auth/forgot-password', { email: `a${NUL}@b.cl` }),
    ];
    const { agent } = await signedInAgent(ctx.app);
    cases.push(
      await agent.put('/api/profile', {
        first_name: 'Ana\u0007',
        last_name: 'Pérez',
        phone: '+56912345678',
        username: 'ana',
      }),
      await agent.post('/api/users/feedback', { message: `hola${NUL}`, rating: 5, accepted_terms: true }),
    );
    const { agent: admin } = await signedInAgent(ctx.app, { isAdmin: true });
    cases.push(await admin.post('/api/admin/notifications', { title: `Hola${NUL}`, message: 'Mensaje' }));
    for (const response of cases) {
      expectSpanishError(response, 400);
      expect(response.json().message).toBe(API_ERRORS.invalidText);
    }
  });

  it('refuses bidirectional overrides and invisible characters in names others read (issue 17)', async () => {
    const anonymous = new TestAgent(ctx.app, freshAddress());
    const { agent, user } = await signedInAgent(ctx.app);
    const { agent: admin } = await signedInAgent(ctx.app, { isAdmin: true });
    const cases = [
      await anonymous.post('/api/auth/register', registrationPayload({ first_name: 'Ana\u202Enimda' })),
      await agent.put('/api/profile', {
        first_name: 'Ana',
        last_name: 'P\u2066érez',
        phone: '+56912345678',
        username: user.username,
      }),
      await admin.post('/api/admin/users', {
        email: uniqueEmail(),
        first_name: 'Be\u200Bа',
        last_name: 'Soto',
        role: 'member',
      }),
    ];
    for (const response of cases) {
      expectSpanishError(response, 400);
      expect(Object.values(response.json().errors ?? {})).toContain(
        'Usa solo letras, números y signos visibles',
      );
    }
    expect((await agent.get('/api/auth/me')).json().user.last_name).toBe('Vitalia');
  });

  it('refuses them in every free text another person reads: notes, reasons, lesson bodies (issue 42 §14)', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const { agent: admin } = await signedInAgent(ctx.app, { isAdmin: true });
    const course = await draftCourse(admin, { title: 'Curso con texto escondido' });
    const cases = [
      await agent.post('/api/appointments', {
        trainer_id: 1,
        type_id: 1,
        starts_at: '2030-01-07T15:00:00-03:00',
        notes: 'Llego \u202Etarde',
        idempotency_key: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
      }),
      await agent.post('/api/appointments/1/cancel', { reason: 'No\u200B puedo' }),
      await admin.post(`/api/admin/courses/${course.id}/lessons`, {
        section_id: course.sectionId,
        title: 'Lectura',
        kind: 'text',
        body: 'Texto\u2066 escondido',
      }),
    ];
    for (const response of cases) {
      expectSpanishError(response, 400);
      expect(Object.values(response.json().errors ?? {})).toContain(
        'Usa solo letras, números y signos visibles',
      );
    }
    const detail = (await admin.get(`/api/admin/courses/${course.id}`)).json().course;
    expect(detail.sections[0].lessons).toEqual([]);
  });

  it('takes a cart quantity only as a whole number from 1 to 10, never true, [1] or "0x5" (issue 17)', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const product = await demoProduct(agent, 'consultation_pack');
    for (const quantity of [true, [1], '0x5', '1e1', 1.5, 0, 11, '', null, { n: 1 }]) {
      const response = await agent.post('/api/cart/add', { product_id: product.id, quantity });
      expectSpanishError(response, 400);
      expect(response.json().errors?.quantity, JSON.stringify(quantity)).toBe(
        'La cantidad debe ser un número entero entre 1 y 10',
      );
    }
    expectSpanishError(await agent.post('/api/cart/add', { product_id: true }), 400);
    expect((await agent.get('/api/cart')).json().count).toBe(0);
    expect((await agent.post('/api/cart/add', { product_id: product.id, quantity: '3' })).json().count).toBe(
      3,
    );
  });

  it('says a sign-up limit is about sign-ups, not sign-ins (issue 17)', async () => {
    const address = freshAddress();
    let last = await new TestAgent(ctx.app, address).post('/api/auth/register', registrationPayload());
    for (let attempt = 0; attempt < 25 && last.statusCode !== 429; attempt += 1)
      last = await new TestAgent(ctx.app, address).post('/api/auth/register', registrationPayload());
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(
      'Demasiados registros desde esta conexión. Espera una hora e intenta nuevamente.',
    );
  });

  it('keeps real text: accents, emoji and right-to-left scripts are fine', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const response = await agent.put('/api/profile', {
      first_name: 'Zoë 🌱',
      last_name: 'مريم',
      phone: '+56912345678',
      username: user.username,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.last_name).toBe('مريم');
  });

  it('answers ids outside int4, timestamps PostgreSQL cannot hold and encoded NULs with 400', async () => {
    const anonymous = new TestAgent(ctx.app, freshAddress());
    expectSpanishError(await anonymous.get('/api/users/avatar/2147483648'), 400);
    expectSpanishError(await anonymous.get('/api/users/avatar/99999999999999999999'), 400);
    const { agent } = await signedInAgent(ctx.app);
    expectSpanishError(await agent.get('/api/notifications/2147483648'), 400);
    expectSpanishError(await agent.put('/api/notifications/-1/read'), 400);
    expectSpanishError(await agent.get('/api/notifications/me?since=0000-01-01T00:00:00Z'), 400);
    expectSpanishError(await agent.get('/api/notifications/me?since=%00'), 400);
    expect((await agent.get('/api/users/avatar/2147483647')).statusCode).toBe(404);
  });

  it('gives URLs that cannot be decoded, overlong parameters and traversal attempts the same envelope', async () => {
    const agent = new TestAgent(ctx.app, freshAddress());
    expectSpanishError(await agent.get('/api/%'), 400);
    expectSpanishError(await agent.get(`/api/users/avatar/${'9'.repeat(500)}`), [400, 404]);
    expectSpanishError(await agent.get('/api/users/avatar/..%2f..%2fetc%2fpasswd'), [400, 404]);
    expectSpanishError(await agent.get('/api/auth/check-username/..%2f..%2f'), 400);
  });

  it('answers an admin welcome for a member that does not exist with 404', async () => {
    const { agent } = await signedInAgent(ctx.app, { isAdmin: true });
    expectSpanishError(await agent.post('/api/notifications/welcome', { user_id: 2147483000 }), 404);
    expectSpanishError(
      await agent.post('/api/admin/notifications/users/2147483000', { title: 'Hola', message: 'Hola' }),
      404,
    );
  });

  it('turns away broken multipart bodies', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const noBoundary = await agent.request({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'hola',
    });
    const truncated = await agent.request({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload:
        '--XYZ\r\nContent-Disposition: form-data; name="avatar"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff',
    });
    for (const response of [noBoundary, truncated]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().success).toBe(false);
    }
  });

  it('refuses action links a browser would follow off the site', async () => {
    const { agent } = await signedInAgent(ctx.app, { isAdmin: true });
    for (const action_url of [
      '/\\evil.example',
      '//evil.example',
      'javascript:alert(1)',
      'http://x.cl',
      '/a b',
    ]) {
      expectSpanishError(
        await agent.post('/api/admin/notifications', { title: 'Hola', message: 'Hola', action_url }),
        400,
      );
    }
    expect(
      (await agent.post('/api/admin/notifications', { title: 'Hola', message: 'Hola', action_url: '/home' }))
        .statusCode,
    ).toBe(202);
  });
});

describe('X-Forwarded-For is believed only one hop deep (TRUST_PROXY=1)', () => {
  it('takes the address our proxy saw, not one the client wrote', async () => {
    const { email, password } = await createUser(ctx.app);
    const response = await new TestAgent(ctx.app, '127.0.0.1').request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select({ ip: sessions.ip })
      .from(sessions)
      .orderBy(sessions.createdAt);
    const rows = await ctx.database.db.select({ ip: sessions.ip }).from(sessions);
    expect(rows.map((r) => r.ip)).toContain('203.0.113.7');
    expect(rows.map((r) => r.ip)).not.toContain('6.6.6.6');
    expect(row).toBeDefined();
  });

  it('still stops 25 wrong passwords that each invent a new address (per-account limit)', async () => {
    const { email } = await createUser(ctx.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const response = await new TestAgent(ctx.app, freshAddress()).request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Incorrecta1' },
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  });
});

describe('password spraying from one address', () => {
  it('is stopped after 30 failures whatever the accounts, with Retry-After', async () => {
    const agent = new TestAgent(ctx.app, freshAddress());
    let firstRefusal = -1;
    for (let attempt = 0; attempt < 35 && firstRefusal < 0; attempt += 1) {
      const response = await agent.post('/api/auth/login', {
        email: uniqueEmail(),
        password: 'Vitalia2026!',
      });
      if (response.statusCode === 429) {
        firstRefusal = attempt;
        expect(response.headers['retry-after']).toBeDefined();
        expect(response.json().message).toBe(LOGIN_ERRORS.tooManyAttempts);
      } else expect(response.statusCode).toBe(401);
    }
    expect(firstRefusal).toBe(30);
  });
});

describe('concurrent sign-ups with the same name', () => {
  it('all succeed with distinct generated usernames (no false "Ya existe una cuenta")', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        new TestAgent(ctx.app, freshAddress()).post(
          '/api/auth/register',
          registrationPayload({ first_name: 'Camila', last_name: 'Rojas' }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    const usernames = new Set(responses.map((response) => response.json().user.username));
    expect(usernames.size).toBe(12);
  });

  it('keeps "Ya existe una cuenta con este email" for the same e-mail twice at once', async () => {
    const payload = registrationPayload();
    const [first, second] = await Promise.all([
      new TestAgent(ctx.app, freshAddress()).post('/api/auth/register', payload),
      new TestAgent(ctx.app, freshAddress()).post('/api/auth/register', payload),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    const refused = first?.statusCode === 409 ? first : second;
    expect(refused?.json().message).toBe(LOGIN_ERRORS.emailTaken);
  });
});

describe('the SPEC notification calls cannot be used to spam', () => {
  it('lets a member only acknowledge their own id, sending nothing', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const { user: other } = await createUser(ctx.app);
    const count = async (userId: number) =>
      (await ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId))).length;
    const before = await count(user.id);
    expect((await agent.post('/api/notifications/welcome', { user_id: user.id })).statusCode).toBe(200);
    expect(await count(user.id)).toBe(before);
    expectSpanishError(await agent.post('/api/notifications/welcome', { user_id: other.id }), 403);
    expectSpanishError(await agent.post('/api/notifications/admin/new-user', { new_user_id: other.id }), 403);
    const { user: admin } = await createUser(ctx.app, { isAdmin: true });
    const adminBefore = await count(admin.id);
    for (let i = 0; i < 5; i += 1)
      await agent.post('/api/notifications/admin/new-user', { new_user_id: user.id });
    expect(await count(admin.id)).toBe(adminBefore);
  });
});

describe('sessions and cookies', () => {
  it('rotates the CSRF token at sign-in and clears the session cookie with its attributes at logout', async () => {
    const { email, password } = await createUser(ctx.app);
    const agent = new TestAgent(ctx.app, freshAddress());
    await agent.get('/api/auth/me');
    const before = agent.cookie(CSRF_COOKIE);
    const login = await agent.post('/api/auth/login', { email, password });
    expect(login.statusCode).toBe(200);
    expect(agent.cookie(CSRF_COOKIE)).toBeDefined();
    expect(agent.cookie(CSRF_COOKIE)).not.toBe(before);
    expect(login.cookies.filter((cookie) => cookie.name === CSRF_COOKIE)).toHaveLength(1);
    const logout = await agent.post('/api/auth/logout');
    const cleared = logout.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(cleared?.httpOnly).toBe(true);
    expect(cleared?.sameSite).toBe('Lax');
  });

  it('marks personal JSON as not storable', async () => {
    const { agent } = await signedInAgent(ctx.app);
    expect((await agent.get('/api/profile')).headers['cache-control']).toBe('no-store');
    expect((await agent.get('/api/notifications')).headers['cache-control']).toBe('no-store');
  });
});

describe('avatar uploads', () => {
  it('leave exactly one file however many run at once', async () => {
    const sharp = (await import('sharp')).default;
    const image = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const { agent } = await signedInAgent(ctx.app);
    const boundary = 'vitaliaBoundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        agent.request({
          method: 'POST',
          url: '/api/profile/avatar',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: body,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const dir = path.join(ctx.config.DATA_DIR, 'files', 'avatars');
    const files = fs.readdirSync(dir, { recursive: true }).filter((name) => String(name).includes('.'));
    expect(files).toHaveLength(1);
  });
});

/** The app as it logs at the shipped level, with every log line kept (one entry per line). */
async function appWithLogLines() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  const app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    logger: { ...loggerOptions('info'), stream: sink },
  });
  await app.ready();
  return { app, lines };
}

describe('the log', () => {
  it('holds no password, hash, token, cookie, e-mail or phone, even when a registration fails', async () => {
    const { app, lines } = await appWithLogLines();
    try {
      const payload = registrationPayload({ phone: '+56987654321' });
      // A database failure whose message carries the query's values, as Drizzle's errors do.
      const insert = app.usersRepository.insert;
      app.usersRepository.insert = async () => {
        throw new Error(
          `Failed query: insert into "users" ("email", "password_hash", "phone") values ($1, $2, $3)\nparams: ${payload.email},$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA,${payload.phone}`,
        );
      };
      const agent = new TestAgent(app, freshAddress());
      const failed = await agent.post('/api/auth/register', payload);
      expect(failed.statusCode).toBe(500);
      app.usersRepository.insert = insert;
      const { email, password } = await createUser(app);
      await agent.post('/api/auth/login', { email, password });
      await agent.get('/api/auth/me');
      const log = lines.join('');
      expect(log).toContain('unhandled error');
      for (const secret of [
        payload.email,
        payload.phone,
        '$argon2id',
        password,
        email,
        agent.cookie(SESSION_COOKIE) ?? '?',
      ])
        expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});

describe('the access log (issue 21 §1)', () => {
  it('writes one line per request with method, route pattern, status, time and request id, and no URL', async () => {
    const { app, lines } = await appWithLogLines();
    try {
      const { agent, email } = await signedInAgent(app);
      app.accessLog?.flush();
      lines.length = 0;
      await agent.get('/api/health');
      // A reset link's token travels in the URL: the line names the route, never the URL itself.
      await agent.get(`/api/notifications/123456?email=${encodeURIComponent(email)}`);
      // The lines are held to be written together (ADR 0058), and written when the app closes.
      expect(lines.filter((line) => line.includes('"msg":"request"'))).toEqual([]);
      await app.close();
      const access = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(access.map((line) => line.msg)).toEqual(['request', 'request']);
      expect(access[0]).toMatchObject({ method: 'GET', route: '/api/health', status: 200 });
      expect(access[1]).toMatchObject({
        method: 'GET',
        route: '/api/notifications/:id',
        status: 404,
        code: 'NOT_FOUND',
      });
      for (const line of access) {
        expect(typeof line.ms).toBe('number');
        expect(line.reqId).toMatch(/^[\w-]+$/);
        // pino's own fields, as on its other lines.
        expect(line).toMatchObject({ level: 30, pid: process.pid, msg: 'request' });
        expect(typeof line.time).toBe('number');
      }
      expect(lines.join('\n')).not.toContain(email);
      expect(lines.join('\n')).not.toContain('incoming request');
    } finally {
      await app.close();
    }
  });
});

describe('the session cache while the LISTEN connection is down', () => {
  it('serves no session revoked meanwhile, and caches again once LISTEN is back', async () => {
    // The same database, with a LISTEN state the test controls (PGlite's own cannot drop).
    const stateListeners: ((state: 'up' | 'down') => void)[] = [];
    const handle = {
      ...ctx.database,
      onListenState: (listener: (state: 'up' | 'down') => void) => {
        stateListeners.push(listener);
        return () => undefined;
      },
    };
    const app = await buildApp({ config: ctx.config, database: handle });
    await app.ready();
    try {
      const { agent, user } = await signedInAgent(app);
      expect((await agent.get('/api/auth/me')).json().auth).toBe(true); // now cached on this instance
      for (const listener of stateListeners) listener('down');
      // Another instance ends the session; its NOTIFY never reaches this one.
      await ctx.database.db.delete(sessions).where(eq(sessions.userId, user.id));
      expect((await agent.get('/api/auth/me')).json().auth).toBe(false);
      for (const listener of stateListeners) listener('up');
      const again = await signedInAgent(app);
      expect((await again.agent.get('/api/auth/me')).json().auth).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('CSRF for plain HTML forms (the sandbox checkout page posts one)', () => {
  it('checks `_csrf` in a form body under /api, and leaves webhooks to their own signature', async () => {
    // The app parses forms itself (@fastify/formbody, for the sandbox page).
    const app = await buildApp({ config: ctx.config, database: ctx.database });
    app.post('/api/test-form', { config: { access: 'public' } }, async () => ({ ok: true }));
    app.post('/api/webhooks/test', { config: { access: 'public' } }, async () => ({ ok: true }));
    await app.ready();
    try {
      const agent = new TestAgent(app);
      await agent.get('/api/config');
      const token = agent.cookie(CSRF_COOKIE) ?? '';
      const form = (url: string, body: string) =>
        agent.request({
          method: 'POST',
          url,
          csrf: false,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: body,
        });
      expect((await form('/api/test-form', 'plan=premium')).statusCode).toBe(403);
      expect((await form('/api/test-form', `plan=premium&_csrf=${'x'.repeat(32)}`)).statusCode).toBe(403);
      expect((await form('/api/test-form', `plan=premium&_csrf=${token}`)).statusCode).toBe(200);
      expect((await form('/api/webhooks/test', 'type=payment&data.id=1')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
