import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../../db/schema/index';
import { buildApp } from '../../../app';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { broadcastDelivered, eventually, signedInAgent } from '../../../../test/factories';
import { openEventStream } from '../../../../../../test-support/server-process';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function seedNotifications(userId: number, count: number) {
  for (let i = 0; i < count; i += 1) {
    await ctx.app.notifier.notify([userId], {
      title: `Aviso ${i}`,
      message: `Mensaje ${i}`,
      actionUrl: i === 0 ? '/agenda' : null,
    });
  }
  return ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('member notifications', () => {
  it('lists only the caller’s notifications, newest first, with the unread count', async () => {
    const a = await signedInAgent(ctx.app);
    const b = await signedInAgent(ctx.app);
    await seedNotifications(a.user.id, 3);
    await seedNotifications(b.user.id, 1);
    const response = await a.agent.get('/api/notifications');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.unread).toBe(3);
    expect(body.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Aviso 2',
      'Aviso 1',
      'Aviso 0',
    ]);
    expect(body.notifications[2]).toMatchObject({ action_url: '/agenda', is_read: false });
  });

  it('filters by ?since on /notifications/me and refuses a malformed since', async () => {
    const a = await signedInAgent(ctx.app);
    await seedNotifications(a.user.id, 1);
    const cutoff = new Date(Date.now() + 1000).toISOString();
    expect(
      (await a.agent.get(`/api/notifications/me?since=${encodeURIComponent(cutoff)}`)).json(),
    ).toMatchObject({ notifications: [], unread: 1 });
    expect((await a.agent.get('/api/notifications/me?since=ayer')).statusCode).toBe(400);
  });

  it('marks one read, then all; deletes its own', async () => {
    const a = await signedInAgent(ctx.app);
    const rows = await seedNotifications(a.user.id, 3);
    const first = rows[0]?.id;
    const read = await a.agent.put(`/api/notifications/${first}/read`);
    expect(read.json().is_read).toBe(true);
    expect((await a.agent.get('/api/notifications')).json().unread).toBe(2);
    const all = await a.agent.put('/api/notifications/mark-all-read');
    expect(all.json()).toMatchObject({ success: true, updated: 2, unread: 0 });
    expect((await a.agent.delete(`/api/notifications/${first}`)).statusCode).toBe(200);
    expect((await a.agent.get(`/api/notifications/${first}`)).statusCode).toBe(404);
  });

  it('gives 404 for another member’s notification on read, mark and delete, and changes nothing', async () => {
    const a = await signedInAgent(ctx.app);
    const b = await signedInAgent(ctx.app);
    const [row] = await seedNotifications(b.user.id, 1);
    expect((await a.agent.get(`/api/notifications/${row?.id}`)).statusCode).toBe(404);
    expect((await a.agent.put(`/api/notifications/${row?.id}/read`)).statusCode).toBe(404);
    expect((await a.agent.delete(`/api/notifications/${row?.id}`)).statusCode).toBe(404);
    const [still] = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, row?.id ?? 0));
    expect(still).toMatchObject({ isRead: false });
  });

  it('needs a session, and a numeric id', async () => {
    expect((await new TestAgent(ctx.app).get('/api/notifications')).statusCode).toBe(401);
    const a = await signedInAgent(ctx.app);
    expect((await a.agent.get('/api/notifications/abc')).statusCode).toBe(400);
  });

  it('only lets a member send the welcome to themselves', async () => {
    const a = await signedInAgent(ctx.app);
    const b = await signedInAgent(ctx.app);
    expect((await a.agent.post('/api/notifications/welcome', { user_id: b.user.id })).statusCode).toBe(403);
    expect((await a.agent.post('/api/notifications/welcome', { user_id: a.user.id })).statusCode).toBe(200);
  });
});

describe('admin notifications', () => {
  it('sends to one member with a safe link, and refuses a javascript: link', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const member = await signedInAgent(ctx.app);
    const bad = await admin.agent.post(`/api/admin/notifications/users/${member.user.id}`, {
      title: 'Hola',
      message: 'Prueba',
      action_url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    const ok = await admin.agent.post(`/api/admin/notifications/users/${member.user.id}`, {
      title: 'Tu plan',
      message: 'Revisa tu plan',
      action_url: '/membership-plans',
    });
    expect(ok.statusCode).toBe(201);
    await broadcastDelivered(ctx.app, ok.json().broadcast_id);
    expect((await member.agent.get('/api/notifications')).json().notifications[0]).toMatchObject({
      title: 'Tu plan',
      action_url: '/membership-plans',
    });
    expect(
      (
        await member.agent.post(`/api/admin/notifications/users/${member.user.id}`, {
          title: 'x',
          message: 'y',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('notification stream (SSE)', () => {
  it('delivers a notification created after the stream opened, through LISTEN/NOTIFY', async () => {
    const member = await signedInAgent(ctx.app);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const received: string[] = [];
    const done = new Promise<void>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/notifications/stream',
          headers: { cookie: `vitalia_session=${member.agent.cookie('vitalia_session')}` },
        },
        (response) => {
          expect(response.headers['content-type']).toContain('text/event-stream');
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            received.push(chunk);
            if (chunk.includes('event: ready')) {
              void ctx.app.notifier.notify([member.user.id], {
                title: 'En vivo',
                message: 'Llegó sin recargar',
              });
            }
            if (received.join('').includes('"title":"En vivo"')) {
              request.destroy();
              resolve();
            }
          });
        },
      );
      request.on('error', (error) => (error.message.includes('aborted') ? resolve() : reject(error)));
      setTimeout(() => reject(new Error(`no event in time: ${received.join('')}`)), 10_000);
    });
    await done;
    expect(received.join('')).toContain('event: notification');
    // The server hears the client hang up a moment later (longer on a loaded machine): poll, not sleep.
    await eventually(
      async () => ctx.app.notificationHub.connections === 0,
      'the closed stream leaves the hub',
    );
  });
});

async function waitFor(check: () => boolean, what: string, ms = 3000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('notification streams end with their session and catch up after a reconnect', () => {
  it('closes at once when the session is ended on another instance; other sessions keep theirs', async () => {
    const { port } = ctx.app.server.address() as AddressInfo;
    const member = await signedInAgent(ctx.app);
    const other = await signedInAgent(ctx.app);
    const mine = openEventStream(port, `vitalia_session=${member.agent.cookie('vitalia_session')}`);
    const theirs = openEventStream(port, `vitalia_session=${other.agent.cookie('vitalia_session')}`);
    await Promise.all([mine.ready, theirs.ready]);
    const second = await buildApp({ config: ctx.config, database: ctx.database });
    await second.ready();
    try {
      const logout = await second.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: {
          cookie: `vitalia_session=${member.agent.cookie('vitalia_session')}; csrf_token=${member.agent.cookie('csrf_token')}`,
          'x-csrf-token': member.agent.cookie('csrf_token') ?? '',
        },
      });
      expect(logout.statusCode).toBe(200);
      await waitFor(() => mine.ended(), 'the logged-out stream to end');
      expect(theirs.ended()).toBe(false);
    } finally {
      theirs.close();
      await second.close();
    }
  });

  it("closes the other devices' streams on a password change, not the one that changed it", async () => {
    const { port } = ctx.app.server.address() as AddressInfo;
    const { email, password, agent } = await signedInAgent(ctx.app);
    const phone = new TestAgent(ctx.app);
    await phone.post('/api/auth/login', { email, password });
    const laptopStream = openEventStream(port, `vitalia_session=${agent.cookie('vitalia_session')}`);
    const phoneStream = openEventStream(port, `vitalia_session=${phone.cookie('vitalia_session')}`);
    await Promise.all([laptopStream.ready, phoneStream.ready]);
    const changed = await agent.post('/api/auth/change-password', {
      current_password: password,
      new_password: 'NuevaClave123',
    });
    expect(changed.statusCode).toBe(200);
    await waitFor(() => phoneStream.ended(), 'the phone stream to end');
    expect(laptopStream.ended()).toBe(false);
    laptopStream.close();
  });

  it('numbers every event and replays what a client missed after Last-Event-ID', async () => {
    const { port } = ctx.app.server.address() as AddressInfo;
    const member = await signedInAgent(ctx.app);
    const cookie = `vitalia_session=${member.agent.cookie('vitalia_session')}`;
    for (const title of ['Primera', 'Segunda', 'Tercera'])
      await ctx.app.notifier.notify([member.user.id], { title, message: 'Mensaje' });
    const list = (await member.agent.get('/api/notifications')).json().notifications as {
      id: number;
      title: string;
    }[];
    const first = list.find((n) => n.title === 'Primera');
    const stream = openEventStream(port, cookie, first?.id);
    await stream.ready;
    await waitFor(() => stream.text().includes('"title":"Tercera"'), 'the replay');
    const text = stream.text();
    expect(text).not.toContain('"title":"Primera"');
    expect(text.indexOf('"title":"Segunda"')).toBeLessThan(text.indexOf('"title":"Tercera"'));
    expect(text).toMatch(/id: \d+\nevent: notification/);
    stream.close();
  });

  it('lets the server shut down at once with streams open', async () => {
    const app = await buildApp({ config: ctx.config, database: ctx.database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const member = await signedInAgent(app);
    const stream = openEventStream(port, `vitalia_session=${member.agent.cookie('vitalia_session')}`);
    await stream.ready;
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await waitFor(() => stream.ended(), 'the stream to end');
  });
});

describe('broadcast', () => {
  it('an admin broadcast reaches every member, and only members', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const members = [await signedInAgent(ctx.app), await signedInAgent(ctx.app)];
    const response = await admin.agent.post('/api/admin/notifications', {
      title: 'Mantención',
      message: 'El sábado a las 22:00',
    });
    expect(response.statusCode).toBe(202);
    await broadcastDelivered(ctx.app, response.json().broadcast_id);
    for (const member of members) {
      expect((await member.agent.get('/api/notifications')).json().notifications[0]).toMatchObject({
        title: 'Mantención',
      });
    }
    const own = (await admin.agent.get('/api/notifications')).json().notifications;
    expect(own.some((n: { title: string }) => n.title === 'Mantención')).toBe(false);
  });
});
