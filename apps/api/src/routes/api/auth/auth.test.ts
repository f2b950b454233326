import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { FORGOT_PASSWORD, LOGIN_ERRORS, GOOGLE_ERRORS } from '@vitalia/shared/messages/auth';
import { API_ERRORS } from '@vitalia/shared/messages/general';
import { notifications, outboxEmails, sessions, users } from '../../../db/schema/index';
import { buildApp } from '../../../app';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { createUser, registrationPayload, signedInAgent, uniqueEmail } from '../../../../test/factories';
import { FAKE_GOOGLE_CLIENT_ID, startFakeGoogle } from '../../../../test/fake-google';

let ctx: TestContext;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;

beforeAll(async () => {
  google = await startFakeGoogle();
  ctx = await buildTestApp({ GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
});
afterAll(async () => {
  await ctx.close();
  await google.close();
});

const countUsers = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0;
const latestMailTo = async (to: string) => {
  // Mail leaves after the response (account-service): wait for what was already accepted.
  await ctx.app.mailer.flush();
  return (await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).sort(
    (a, b) => b.id - a.id,
  )[0];
};

describe('POST /api/auth/register', () => {
  it('creates the member, signs them in, notifies them and the admins, and sends a welcome e-mail', async () => {
    const { user: admin } = await createUser(ctx.app, { isAdmin: true });
    const agent = new TestAgent(ctx.app);
    const payload = registrationPayload({
      email: `MAILTO:${uniqueEmail().toUpperCase()}`,
      first_name: '  María José ',
      last_name: 'Núñez',
    });
    const response = await agent.post('/api/auth/register', payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({
      email: (payload.email as string).replace(/^mailto:/i, '').toLowerCase(),
      first_name: 'María José',
      last_name: 'Núñez',
      is_admin: false,
      isAdmin: false,
      role: 'user',
      username: 'mariajose.n',
      profile: { full_name: 'María José Núñez' },
      profile_image_path: String(body.user.id),
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user).not.toHaveProperty('password_hash');

    const session = response.cookies.find((cookie) => cookie.name === 'vitalia_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.expires).toBeUndefined(); // browser session
    const me = await agent.get('/api/auth/me');
    expect(me.json()).toMatchObject({ auth: true, user: { id: body.user.id } });

    const own = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, body.user.id));
    expect(own.map((n) => n.title)).toEqual(['¡Te damos la bienvenida a Vitalia!']);
    const adminNotes = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.id));
    expect(adminNotes.some((n) => n.message.includes(body.user.email))).toBe(true);
    expect((await latestMailTo(body.user.email))?.subject).toBe('¡Te damos la bienvenida a Vitalia!');
  });

  it('stores an argon2id hash, never the password', async () => {
    const payload = registrationPayload();
    await new TestAgent(ctx.app).post('/api/auth/register', payload);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, payload.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(payload.password);
  });

  it('refuses an e-mail that exists in another case with 409', async () => {
    const payload = registrationPayload();
    await new TestAgent(ctx.app).post('/api/auth/register', payload);
    const again = await new TestAgent(ctx.app).post('/api/auth/register', {
      ...payload,
      email: payload.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: LOGIN_ERRORS.emailTaken });
  });

  it('uses a chosen username lower-cased, refuses a taken one and generates unique ones', async () => {
    const first = await new TestAgent(ctx.app).post(
      '/api/auth/register',
      registrationPayload({ username: 'Ana.Fit' }),
    );
    expect(first.json().user.username).toBe('ana.fit');
    const taken = await new TestAgent(ctx.app).post(
      '/api/auth/register',
      registrationPayload({ username: 'ana.fit' }),
    );
    expect(taken.statusCode).toBe(409);
    const a = await new TestAgent(ctx.app).post(
      '/api/auth/register',
      registrationPayload({ first_name: 'Luis', last_name: 'Soto' }),
    );
    const b = await new TestAgent(ctx.app).post(
      '/api/auth/register',
      registrationPayload({ first_name: 'Luis', last_name: 'Soto' }),
    );
    expect(a.json().user.username).toBe('luis.soto');
    expect(b.json().user.username).toBe('luis.soto2');
  });

  it.each([
    ['missing fields', {}, 'email'],
    ['bad e-mail', { email: 'ana@' }, 'email'],
    ['short password', { password: 'Ab1' }, 'password'],
    ['short name after trim', { first_name: ' A ' }, 'first_name'],
    ['short last name', { last_name: 'B' }, 'last_name'],
    ['short phone', { phone: '+569' }, 'phone'],
    ['phone not valid for its country', { phone: '+56 1234 5678' }, 'phone'],
    ['wrong type', { first_name: 42 }, 'first_name'],
    ['username with spaces', { username: 'ana perez' }, 'username'],
    ['username too long', { username: 'abcdefghijklm' }, 'username'],
    ['overlong e-mail', { email: `${'a'.repeat(300)}@example.cl` }, 'email'],
    ['SQL in the e-mail', { email: "' OR 1=1 --" }, 'email'],
  ])('gives 400 for %s and creates nothing', async (_name, change, field) => {
    const before = await countUsers();
    const payload = Object.keys(change).length === 0 ? {} : registrationPayload(change);
    const response = await new TestAgent(ctx.app).post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
    expect(await countUsers()).toBe(before);
  });

  it('gives 400 for malformed JSON', async () => {
    const response = await new TestAgent(ctx.app).request({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(API_ERRORS.malformedJson);
  });

  it('gives no admin rights to an e-mail that contains "admin"', async () => {
    const agent = new TestAgent(ctx.app);
    const response = await agent.post(
      '/api/auth/register',
      registrationPayload({ email: uniqueEmail('admin') }),
    );
    expect(response.json().user).toMatchObject({ is_admin: false, role: 'user' });
    const adminLogin = await agent.post('/api/auth/admin/login', {
      email: response.json().user.email,
      password: 'Segura123',
    });
    expect(adminLogin.statusCode).toBe(401);
  });
});

describe('POST /api/auth/login/form (the sign-in drawn before the app loads)', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const postForm = (
    agent: TestAgent,
    fields: Record<string, string>,
    headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
  ) =>
    agent.request({
      method: 'POST',
      url: '/api/auth/login/form',
      payload: form(fields),
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('signs her in and sends her to /home; "Recordarme" keeps the cookie 30 days', async () => {
    const { email, password } = await createUser(ctx.app);
    const agent = new TestAgent(ctx.app);
    const response = await postForm(agent, { email: email.toUpperCase(), password, rememberMe: 'on' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/home');
    const cookie = response.cookies.find((c) => c.name === 'vitalia_session');
    expect(((cookie?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    expect((await agent.get('/api/auth/me')).json()).toMatchObject({ auth: true, user: { email } });
  });

  it('sends a refused sign-in back to /login with the reason, and starts no session', async () => {
    const { email } = await createUser(ctx.app);
    const wrong = await postForm(new TestAgent(ctx.app), { email, password: 'Incorrecta1' });
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe('/login#error-credenciales');
    expect(wrong.cookies.some((c) => c.name === 'vitalia_session')).toBe(false);
    const empty = await postForm(new TestAgent(ctx.app), { email: '', password: '' });
    expect(empty.headers.location).toBe('/login#error-datos');
    // The e-mail never goes into the address she is sent to.
    expect(String(wrong.headers.location)).not.toContain(email);
  });

  it('tells a suspended member why, and the eleventh attempt in a row to wait', async () => {
    const { email, password, user } = await createUser(ctx.app);
    await ctx.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const suspended = await postForm(new TestAgent(ctx.app), { email, password });
    expect(suspended.headers.location).toBe('/login#error-cuenta');

    const target = uniqueEmail();
    const agent = new TestAgent(ctx.app, '10.9.8.7');
    const answers: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      answers.push(
        String((await postForm(agent, { email: target, password: 'Incorrecta1' })).headers.location),
      );
    expect(answers.at(-1)).toBe('/login#error-intentos');
  });

  it('refuses a post from another site, or one that does not say where it comes from', async () => {
    const { email, password } = await createUser(ctx.app);
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://atacante.example' },
      {},
    ];
    for (const headers of foreign) {
      const response = await postForm(new TestAgent(ctx.app), { email, password }, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.cookies.some((c) => c.name === 'vitalia_session')).toBe(false);
    }
    // An older browser without Fetch Metadata: its Origin names this very host.
    const sameHost = await postForm(
      new TestAgent(ctx.app),
      { email, password },
      { origin: 'http://vitalia.test:8080', host: 'vitalia.test:8080' },
    );
    expect(sameHost.headers.location).toBe('/home');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password; rememberMe keeps the cookie 30 days', async () => {
    const { email, password } = await createUser(ctx.app);
    const agent = new TestAgent(ctx.app);
    const response = await agent.post('/api/auth/login', {
      email: `mailto:${email.toUpperCase()}`,
      password,
      rememberMe: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { email } });
    const cookie = response.cookies.find((c) => c.name === 'vitalia_session');
    const days = ((cookie?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const { email } = await createUser(ctx.app);
    const wrong = await new TestAgent(ctx.app).post('/api/auth/login', { email, password: 'Incorrecta1' });
    const unknown = await new TestAgent(ctx.app).post('/api/auth/login', {
      email: uniqueEmail(),
      password: 'Incorrecta1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(LOGIN_ERRORS.invalidCredentials);
    expect(wrong.cookies.some((c) => c.name === 'vitalia_session')).toBe(false);
  });

  it('requires both fields', async () => {
    const response = await new TestAgent(ctx.app).post('/api/auth/login', { email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(LOGIN_ERRORS.required);
  });

  it("is not fooled by ' OR 1=1 --", async () => {
    const response = await new TestAgent(ctx.app).post('/api/auth/login', {
      email: "' OR 1=1 --",
      password: "' OR 1=1 --",
    });
    expect(response.statusCode).toBe(401);
  });

  it('allows 10 attempts per 15 minutes per e-mail and IP, then answers 429 in Spanish', async () => {
    const { email, password } = await createUser(ctx.app);
    const agent = new TestAgent(ctx.app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await agent.post('/api/auth/login', { email, password: 'Incorrecta1' })).statusCode).toBe(401);
    }
    const blocked = await agent.post('/api/auth/login', { email, password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(LOGIN_ERRORS.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // Another e-mail from the same IP is not blocked.
    const other = await createUser(ctx.app);
    expect(
      (await agent.post('/api/auth/login', { email: other.email, password: other.password })).statusCode,
    ).toBe(200);
  });
});

describe('sessions', () => {
  it('/auth/me says auth:false without a session, and for an expired one', async () => {
    const anonymous = await new TestAgent(ctx.app).get('/api/auth/me');
    expect(anonymous.json()).toEqual({ auth: false, user: null });

    const { agent, user } = await signedInAgent(ctx.app);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await agent.get('/api/auth/me')).json()).toEqual({ auth: false, user: null });
  });

  it('logout deletes the session row, and a replayed cookie is dead', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const cookie = agent.cookie('vitalia_session');
    const response = await agent.post('/api/auth/logout');
    expect(response.json()).toMatchObject({ success: true });
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const replay = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `vitalia_session=${cookie}` },
    });
    expect(replay.json().auth).toBe(false);
  });

  it('logout without a session still answers success', async () => {
    const response = await new TestAgent(ctx.app).post('/api/auth/logout');
    expect(response.statusCode).toBe(200);
  });

  it('refresh pushes the expiry forward on both paths; without a session it is 401', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.userId, user.id));
    for (const path of ['/api/auth/refresh', '/api/auth/token/refresh']) {
      const response = await agent.post(path);
      expect(response.statusCode).toBe(200);
    }
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(11 * 3_600_000);
    expect((await new TestAgent(ctx.app).post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.id).not.toBe(agent.cookie('vitalia_session'));
    expect(row?.id).toMatch(/^[a-f0-9]{64}$/);
  });
});

describe('POST /api/auth/admin/login', () => {
  it('lets an admin in', async () => {
    const { email, password } = await createUser(ctx.app, { isAdmin: true });
    const agent = new TestAgent(ctx.app);
    const response = await agent.post('/api/auth/admin/login', { email, password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ isAdmin: true, is_admin: true, role: 'admin' });
    expect((await agent.get('/api/auth/me')).json().user.role).toBe('admin');
  });

  it('refuses a member exactly as a wrong password (401, never confirming it) and starts no session', async () => {
    const { email, password } = await createUser(ctx.app);
    const agent = new TestAgent(ctx.app);
    const response = await agent.post('/api/auth/admin/login', { email, password });
    const wrong = await new TestAgent(ctx.app).post('/api/auth/admin/login', {
      email,
      password: 'Otra1234x',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(wrong.json());
    expect(response.json().message).toBe(LOGIN_ERRORS.invalidCredentials);
    expect((await agent.get('/api/auth/me')).json().auth).toBe(false);
  });
});

describe('password recovery', () => {
  const tokenFrom = (text: string) => /token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];

  it('answers the same for known and unknown e-mails, and mails a link only to the known one', async () => {
    const { email } = await createUser(ctx.app);
    const known = await new TestAgent(ctx.app).post('/api/auth/forgot-password', { email });
    const unknownEmail = uniqueEmail();
    const unknown = await new TestAgent(ctx.app).post('/api/auth/forgot-password', { email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect((await latestMailTo(email))?.subject).toBe('Restablece tu contraseña de Vitalia');
    expect(await latestMailTo(unknownEmail)).toBeUndefined();
  });

  it('resets once with the link, ends every session, and the token cannot be reused', async () => {
    const { agent, email, user } = await signedInAgent(ctx.app);
    await new TestAgent(ctx.app).post('/api/auth/forgot-password', { email });
    const mail = await latestMailTo(email);
    expect(mail?.text).toContain('http://localhost:3000/reset-password?token=');
    const token = decodeURIComponent(tokenFrom(mail?.text ?? '') ?? '');

    const reset = await new TestAgent(ctx.app).post('/api/auth/reset-password', {
      token,
      password: 'NuevaClave9',
    });
    expect(reset.statusCode).toBe(200);
    expect((await agent.get('/api/auth/me')).json().auth).toBe(false);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    const reuse = await new TestAgent(ctx.app).post('/api/auth/reset-password', {
      token,
      password: 'OtraClave99',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(FORGOT_PASSWORD.tokenInvalid);

    expect(
      (await new TestAgent(ctx.app).post('/api/auth/login', { email, password: 'Segura123' })).statusCode,
    ).toBe(401);
    expect(
      (await new TestAgent(ctx.app).post('/api/auth/login', { email, password: 'NuevaClave9' })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired token and a made-up one', async () => {
    const { email } = await createUser(ctx.app);
    await new TestAgent(ctx.app).post('/api/auth/forgot-password', { email });
    const token = decodeURIComponent(tokenFrom((await latestMailTo(email))?.text ?? '') ?? '');
    await ctx.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`,
    );
    expect(
      (await new TestAgent(ctx.app).post('/api/auth/reset-password', { token, password: 'NuevaClave9' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await new TestAgent(ctx.app).post('/api/auth/reset-password', {
          token: 'x'.repeat(43),
          password: 'NuevaClave9',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('rejects a short new password without using the token', async () => {
    const response = await new TestAgent(ctx.app).post('/api/auth/reset-password', {
      token: 'x'.repeat(43),
      password: 'corta',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password).toBe('Mínimo 8 caracteres');
  });

  it('limits requests to 5 per hour per e-mail', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await new TestAgent(ctx.app).post('/api/auth/forgot-password', { email })).statusCode).toBe(
        200,
      );
    }
    const blocked = await new TestAgent(ctx.app).post('/api/auth/forgot-password', { email });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(FORGOT_PASSWORD.tooMany);
  });

  it('validates the e-mail with the spec message', async () => {
    const response = await new TestAgent(ctx.app).post('/api/auth/forgot-password', { email: 'no-es-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(FORGOT_PASSWORD.invalidEmail);
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs the current password, then ends the other sessions but keeps this one', async () => {
    const { agent, email, password, user } = await signedInAgent(ctx.app);
    const other = new TestAgent(ctx.app);
    await other.post('/api/auth/login', { email, password });

    const wrong = await agent.post('/api/auth/change-password', {
      current_password: 'Incorrecta1',
      new_password: 'NuevaClave9',
    });
    expect(wrong.statusCode).toBe(400);

    const ok = await agent.post('/api/auth/change-password', {
      current_password: password,
      new_password: 'NuevaClave9',
    });
    expect(ok.statusCode).toBe(200);
    expect((await agent.get('/api/auth/me')).json().auth).toBe(true);
    expect((await other.get('/api/auth/me')).json().auth).toBe(false);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('is 401 without a session', async () => {
    const response = await new TestAgent(ctx.app).post('/api/auth/change-password', {
      current_password: 'a',
      new_password: 'NuevaClave9',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/check-username/:username', () => {
  it('says whether a username is free', async () => {
    await new TestAgent(ctx.app).post('/api/auth/register', registrationPayload({ username: 'libre.no' }));
    expect((await new TestAgent(ctx.app).get('/api/check-username/libre.no')).json()).toMatchObject({
      success: true,
      available: false,
    });
    expect((await new TestAgent(ctx.app).get('/api/check-username/LIBRE.SI')).json()).toMatchObject({
      success: true,
      available: true,
    });
  });
  it('refuses a malformed one', async () => {
    expect((await new TestAgent(ctx.app).get('/api/check-username/con%20espacio')).statusCode).toBe(400);
  });
});

describe('POST /api/auth/google', () => {
  it('creates a member from a verified Google identity, then links by sub on the next sign-in', async () => {
    const email = uniqueEmail('google');
    const token = await google.sign({ sub: 'google-sub-1', email, given_name: 'Carla', family_name: 'Díaz' });
    const agent = new TestAgent(ctx.app);
    const response = await agent.post('/api/auth/google', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email,
      first_name: 'Carla',
      last_name: 'Díaz',
      role: 'user',
    });
    expect((await agent.get('/api/auth/me')).json().auth).toBe(true);

    const again = await new TestAgent(ctx.app).post('/api/auth/google', {
      token: await google.sign({ sub: 'google-sub-1', email }),
    });
    expect(again.json().user.id).toBe(response.json().user.id);
  });

  it('links to an existing account with the same verified e-mail', async () => {
    const { email, user } = await createUser(ctx.app);
    const response = await new TestAgent(ctx.app).post('/api/auth/google', {
      token: await google.sign({ sub: 'google-sub-2', email }),
    });
    expect(response.json().user.id).toBe(user.id);
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(and(eq(users.id, user.id), eq(users.googleSub, 'google-sub-2')));
    expect(row).toBeDefined();
  });

  it.each([
    ['another audience', { audience: '999-other.apps.googleusercontent.com' }, {}],
    ['another issuer', { issuer: 'https://evil.example.com' }, {}],
    ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 60 }, {}],
    ['a key Google does not publish', { foreignKey: true }, {}],
    ['an unverified e-mail', {}, { email_verified: false }],
  ])('refuses %s with 401', async (_name, options, claims) => {
    const token = await google.sign(
      { sub: 'google-sub-x', email: uniqueEmail('google'), ...claims },
      options,
    );
    const response = await new TestAgent(ctx.app).post('/api/auth/google', { token });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(GOOGLE_ERRORS.invalidToken);
  });
});

describe('admin calls', () => {
  it('a member calling an admin-only check gets 403, an anonymous caller 401', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const member = await agent.get('/api/admin/summary');
    expect(member.statusCode).toBe(403);
    expect((await new TestAgent(ctx.app).get('/api/admin/summary')).statusCode).toBe(401);
    const { agent: adminAgent } = await signedInAgent(ctx.app, { isAdmin: true });
    const summary = await adminAgent.get('/api/admin/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().users.admins).toBeGreaterThanOrEqual(1);
  });
});

describe('sessions across API instances', () => {
  it('a logout on one instance ends the session on another that had it cached', async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database });
    await second.ready();
    try {
      const { agent } = await signedInAgent(ctx.app);
      const cookie = `vitalia_session=${agent.cookie('vitalia_session')}`;
      const onSecond = () => second.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect((await onSecond()).json().auth).toBe(true); // now remembered by the second instance
      await agent.post('/api/auth/logout'); // handled by the first instance
      await expect
        .poll(async () => (await onSecond()).json().auth, { timeout: 2000, interval: 20 })
        .toBe(false);
    } finally {
      await second.close();
    }
  });

  it('a profile change shows at once on the next call, not after the cache expires', async () => {
    const { agent } = await signedInAgent(ctx.app);
    expect((await agent.get('/api/auth/me')).json().user.first_name).toBe('Prueba');
    await agent.put('/api/profile', {
      first_name: 'Renata',
      last_name: 'Vidal',
      phone: '+56987654321',
      username: `r${Date.now() % 1e8}`,
    });
    expect((await agent.get('/api/auth/me')).json().user.first_name).toBe('Renata');
  });
});
