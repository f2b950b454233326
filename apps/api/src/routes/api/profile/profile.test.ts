import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { feedback, notifications, sessions, trainers, users } from '../../../db/schema/index';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { eventually, multipartImage, signedInAgent } from '../../../../test/factories';
import { BILLING, buyPlan } from '../../../../test/commerce';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const multipart = (filename: string, contentType: string, data: Buffer) =>
  multipartImage('avatar', filename, contentType, data);

const pngPhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#14b8a6' } })
    .png()
    .toBuffer();

describe('profile', () => {
  const update = { first_name: 'Ana María', last_name: 'Soto', phone: '+56987654321', username: 'ana.soto' };

  it('reads and updates the caller’s own profile', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const response = await agent.put('/api/profile', update);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      first_name: 'Ana María',
      username: 'ana.soto',
      profile: { full_name: 'Ana María Soto' },
    });
    expect((await agent.get('/api/profile')).json().user.username).toBe('ana.soto');
  });

  it('refuses bad input with Spanish errors and changes nothing', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    for (const bad of [
      { first_name: 'A' },
      { phone: '123' },
      { username: 'con espacio' },
      { username: '' },
    ]) {
      const response = await agent.put('/api/profile', { ...update, username: `u${user.id}x`, ...bad });
      expect(response.statusCode).toBe(400);
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe('Prueba');
  });

  it('lets a member update only their own id with PUT /users/{id}; an admin may update anyone', async () => {
    const a = await signedInAgent(ctx.app);
    const b = await signedInAgent(ctx.app);
    const forbidden = await a.agent.put(`/api/users/${b.user.id}`, { ...update, username: `b${b.user.id}` });
    expect(forbidden.statusCode).toBe(403);
    const [untouched] = await ctx.database.db.select().from(users).where(eq(users.id, b.user.id));
    expect(untouched?.firstName).toBe('Prueba');
    expect(
      (await a.agent.put(`/api/users/${a.user.id}`, { ...update, username: `a${a.user.id}` })).statusCode,
    ).toBe(200);
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    expect(
      (await admin.agent.put(`/api/users/${b.user.id}`, { ...update, username: `b${b.user.id}` })).statusCode,
    ).toBe(200);
  });

  it('refuses a username that someone else has (409)', async () => {
    const a = await signedInAgent(ctx.app);
    const b = await signedInAgent(ctx.app);
    await a.agent.put('/api/profile', { ...update, username: `taken${a.user.id}` });
    const response = await b.agent.put('/api/profile', { ...update, username: `taken${a.user.id}` });
    expect(response.statusCode).toBe(409);
  });

  it('reports stats and activity for the caller', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await ctx.app.notifier.notify([user.id], { title: 'x', message: 'y' });
    const stats = (await agent.get('/api/users/me/stats')).json();
    expect(stats).toMatchObject({
      notifications_total: 1,
      notifications_unread: 1,
      active_sessions: 1,
      plan_type: 'free',
    });
    expect((await agent.get('/api/profile/stats')).json()).toEqual(stats);
    const activity = (await agent.get('/api/users/me/activity')).json();
    expect(activity.sessions).toHaveLength(1);
    expect(activity.sessions[0].current).toBe(true);
  });

  it('toggles profile visibility', async () => {
    const { agent } = await signedInAgent(ctx.app);
    expect((await agent.get('/api/users/profile/visibility')).json()).toEqual({ profile_visible: true });
    expect((await agent.put('/api/users/profile/visibility', { profile_visible: false })).json()).toEqual({
      profile_visible: false,
    });
    expect((await agent.put('/api/users/profile/visibility', { profile_visible: 'no' })).statusCode).toBe(
      400,
    );
  });

  it('keeps the trainer profile to trainers', async () => {
    const { agent } = await signedInAgent(ctx.app);
    expect((await agent.get('/api/profile/trainer')).statusCode).toBe(403);
    expect(
      (await agent.put('/api/profile/trainer', { specialization: 'Nutrición', experience_years: 3, bio: '' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('trainer registry number', () => {
  it('a trainer sets her Superintendencia de Salud number; it shows on the public team; bad input changes nothing', async () => {
    const { agent, user } = await signedInAgent(ctx.app, { role: 'trainer' });
    const [created] = await ctx.database.db
      .insert(trainers)
      .values({
        slug: `t-${user.id}`,
        userId: user.id,
        name: 'Ana Prueba',
        specialization: 'Nutrición',
        experienceYears: 4,
        isFeatured: true,
      })
      .returning({ id: trainers.id });
    if (!created) throw new Error('trainer not inserted');
    const trainerId = created.id;
    const base = { specialization: 'Nutrición deportiva', experience_years: 5, bio: 'Hola' };
    const bad = await agent.put('/api/profile/trainer', { ...base, registry_number: '12-AB' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.registry_number).toBe(
      'El número de registro de la Superintendencia de Salud tiene solo dígitos',
    );
    const [unchanged] = await ctx.database.db.select().from(trainers).where(eq(trainers.id, trainerId));
    expect(unchanged?.specialization).toBe('Nutrición');

    const saved = await agent.put('/api/profile/trainer', { ...base, registry_number: '482915' });
    expect(saved.json().registry_number).toBe('482915');
    // Absent keeps it; empty clears it.
    expect((await agent.put('/api/profile/trainer', base)).json().registry_number).toBe('482915');
    const team = (await new TestAgent(ctx.app).get('/api/trainers')).json().trainers;
    expect(team.find((t: { id: number }) => t.id === trainerId)?.registry_number).toBe('482915');
    expect(
      (await agent.put('/api/profile/trainer', { ...base, registry_number: '' })).json().registry_number,
    ).toBeNull();
  });
});

describe('avatar upload', () => {
  it('accepts a PNG, stores a 256 px WebP and serves it', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const response = await agent.request({
      method: 'POST',
      url: '/api/users/me/avatar',
      ...multipart('yo.png', 'image/png', await pngPhoto()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.avatar_url).toMatch(new RegExp(`^/api/users/avatar/${user.id}\\?v=`));
    const image = await agent.get(`/api/users/avatar/${user.id}`);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('refuses a text file named .jpg, an empty file and a 20 MB file, and keeps the old photo', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await agent.request({
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipart('ok.png', 'image/png', await pngPhoto()),
    });
    const [before] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));

    const fake = await agent.request({
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipart('foto.jpg', 'image/jpeg', Buffer.from('no soy una imagen')),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('La imagen debe ser JPEG, PNG o WebP.');
    const empty = await agent.request({
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipart('vacia.png', 'image/png', Buffer.alloc(0)),
    });
    expect(empty.statusCode).toBe(400);
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(20 * 1024 * 1024)]);
    const big = await agent.request({
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipart('grande.jpg', 'image/jpeg', huge),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('La imagen supera los 5 MB.');
    const notMultipart = await agent.post('/api/profile/avatar', { avatar: 'x' });
    expect(notMultipart.statusCode).toBe(415);

    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.avatarPath).toBe(before?.avatarPath);
  });

  it('removes the photo; hides it from others when the profile is private', async () => {
    const owner = await signedInAgent(ctx.app);
    const other = await signedInAgent(ctx.app);
    await owner.agent.request({
      method: 'POST',
      url: '/api/users/me/avatar',
      ...multipart('yo.png', 'image/png', await pngPhoto()),
    });
    await owner.agent.put('/api/users/profile/visibility', { profile_visible: false });
    expect((await other.agent.get(`/api/users/avatar/${owner.user.id}`)).statusCode).toBe(404);
    expect((await owner.agent.get(`/api/users/avatar/${owner.user.id}`)).statusCode).toBe(200);
    expect((await other.agent.get(`/api/users/avatar/${owner.user.id}/debug`)).statusCode).toBe(403);
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    expect((await admin.agent.get(`/api/users/avatar/${owner.user.id}/debug`)).json()).toMatchObject({
      exists: true,
      profile_visible: false,
    });
    expect((await owner.agent.delete('/api/users/me/avatar')).json().user.avatar_url).toBeNull();
    expect((await owner.agent.get(`/api/users/avatar/${owner.user.id}`)).statusCode).toBe(404);
  });
});

describe('export and delete', () => {
  it('exports only the caller’s data, as a download', async () => {
    const a = await signedInAgent(ctx.app);
    const b = await signedInAgent(ctx.app);
    await ctx.app.notifier.notify([a.user.id], { title: 'De A', message: 'solo A' });
    await ctx.app.notifier.notify([b.user.id], { title: 'De B', message: 'solo B' });
    const response = await a.agent.get('/api/users/export-data');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="vitalia-mis-datos-\d+\.json"$/,
    );
    const data = response.json();
    expect(data.account.email).toBe(a.email);
    expect(data.notifications.map((n: { title: string }) => n.title)).toEqual(['De A']);
    expect(response.body).not.toContain(b.email);
    expect(response.body).not.toContain('argon2');
  });

  it('exports her purchases with billing data, her plan history and what the file holds (Ley 21.719)', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const other = await signedInAgent(ctx.app);
    await buyPlan(agent, 'premium');
    await buyPlan(other.agent, 'prime');
    const data = (await agent.get('/api/users/export-data')).json();
    expect(data.contents[1]).toContain('RUT y dirección');
    expect(data.purchases).toHaveLength(1);
    expect(data.purchases[0]).toMatchObject({
      kind: 'membership',
      status: 'paid',
      total: 19_990,
      subtotal: 16_798,
      iva: 3_192,
      billing: { address: BILLING.address, city: BILLING.city },
      items: [{ description: 'Plan Premium (mensual)', unit_price: 19_990, quantity: 1 }],
      payments: [{ status: 'approved', amount: 19_990 }],
    });
    expect(data.membership_history.map((event: { description: string }) => event.description)).toContain(
      'Activaste el plan Premium',
    );
    expect(JSON.stringify(data)).not.toContain('Prime');
  });

  it('deletes the account only with the right password, ends its sessions and anonymises its feedback', async () => {
    const { agent, user, email, password } = await signedInAgent(ctx.app);
    await agent.post('/api/users/feedback', {
      message: 'Buen servicio',
      rating: 5,
      category: 'general',
      accepted_terms: true,
    });
    expect((await agent.post('/api/users/delete-account', { password: 'Incorrecta1' })).statusCode).toBe(400);
    expect((await agent.post('/api/users/delete-account', {})).statusCode).toBe(400);
    const response = await agent.post('/api/users/delete-account', { password });
    expect(response.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(
      await ctx.database.db.select().from(notifications).where(eq(notifications.userId, user.id)),
    ).toHaveLength(0);
    const kept = await ctx.database.db.select().from(feedback).where(eq(feedback.message, 'Buen servicio'));
    expect(kept[0]).toMatchObject({ userId: null, email: null, name: null });
    expect((await agent.get('/api/auth/me')).json().auth).toBe(false);
    expect((await new TestAgent(ctx.app).post('/api/auth/login', { email, password })).statusCode).toBe(401);
  });
});

describe('own sessions ("Sesiones activas")', () => {
  it('records when each session was last used, at most every few minutes, without slowing the call', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    // A session last used two hours ago, not yet looked up on this instance (nothing cached).
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await ctx.database.db
      .update(sessions)
      .set({ lastUsedAt: twoHoursAgo })
      .where(eq(sessions.userId, user.id));
    const listed = (await agent.get('/api/users/me/sessions')).json();
    expect(Date.parse(listed.sessions[0].last_used_at)).toBeLessThanOrEqual(Date.now());
    await eventually(async () => {
      const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      return Boolean(row && row.lastUsedAt.getTime() > twoHoursAgo.getTime() + 60_000);
    }, 'last_used_at refreshed');
  });

  it('lists each device, closes one by reference or every other one, and never another member’s', async () => {
    const { agent, email, password } = await signedInAgent(ctx.app);
    const phone = new TestAgent(ctx.app);
    await phone.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile Safari/604.1',
      },
    });
    const tablet = new TestAgent(ctx.app);
    await tablet.post('/api/auth/login', { email, password });
    const list = (await agent.get('/api/users/me/sessions')).json();
    expect(list.sessions).toHaveLength(3);
    expect(list.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const iphone = list.sessions.find((s: { device: string }) => s.device === 'Safari en iPhone');
    expect(iphone.ref).toMatch(/^[0-9a-f]{16}$/);

    const other = await signedInAgent(ctx.app);
    expect((await other.agent.delete(`/api/users/me/sessions/${iphone.ref}`)).statusCode).toBe(404);
    expect((await phone.get('/api/auth/me')).json().auth).toBe(true);
    expect((await agent.delete('/api/users/me/sessions/zzz')).statusCode).toBe(400);

    expect((await agent.delete(`/api/users/me/sessions/${iphone.ref}`)).statusCode).toBe(200);
    expect((await phone.get('/api/auth/me')).json().auth).toBe(false);
    expect((await tablet.get('/api/auth/me')).json().auth).toBe(true);

    expect((await agent.delete('/api/users/me/sessions')).json().message).toBe(
      'Cerramos tus sesiones en los demás dispositivos.',
    );
    expect((await tablet.get('/api/auth/me')).json().auth).toBe(false);
    expect((await agent.get('/api/auth/me')).json().auth).toBe(true);
    expect((await agent.get('/api/users/me/sessions')).json().sessions).toHaveLength(1);
  });
});
