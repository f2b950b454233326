import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CONVERSATION_MESSAGES as M } from '@vitalia/shared/messages/conversations';
import { auditLog, notifications } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { signedInAgent, signedInProfessional } from '../../../../test/factories';

/** Reports of messages and an admin's reasoned read (issue 46, ADR 0080) on PGlite and PostgreSQL. */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let camila: Awaited<ReturnType<typeof signedInProfessional>>;
let josefa: Agent;
let admin: Agent;
let thread: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  camila = await signedInProfessional(ctx.app, { slug: 'camila-reportes', name: 'Camila Reportes' });
  josefa = await signedInAgent(ctx.app);
  admin = await signedInAgent(ctx.app, { isAdmin: true });
  await admin.agent.post('/api/admin/care-relationships', {
    member_id: josefa.user.id,
    trainer_id: camila.card.id,
  });
  thread = (await josefa.agent.post('/api/conversations', { professional_id: camila.card.id })).json()
    .conversation.id as number;
});
afterAll(() => ctx.close());

const send = async (who: Agent, body: string) =>
  (
    await who.agent.post(`/api/conversations/${thread}/messages`, { body, client_id: crypto.randomUUID() })
  ).json().message.id as number;

describe('message reports and the admin’s reasoned read', () => {
  it('a participant reports the other’s message; admins see the report, not the text', async () => {
    const mine = await send(josefa, 'Hola');
    const theirs = await send(camila, 'Un mensaje inapropiado');
    const own = await josefa.agent.post(`/api/conversations/${thread}/messages/${mine}/report`, {
      reason: 'Prueba',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(M.reportOwnMessage);
    const reported = await josefa.agent.post(`/api/conversations/${thread}/messages/${theirs}/report`, {
      reason: 'Me incomodó',
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().message).toBe(M.reported);
    // Twice is one report.
    await josefa.agent.post(`/api/conversations/${thread}/messages/${theirs}/report`, { reason: 'Otra vez' });
    const outsider = await signedInAgent(ctx.app);
    expect(
      (
        await outsider.agent.post(`/api/conversations/${thread}/messages/${theirs}/report`, {
          reason: 'x y z',
        })
      ).statusCode,
    ).toBe(404);

    const list = await admin.agent.get('/api/admin/message-reports');
    expect(list.statusCode).toBe(200);
    const reports = list
      .json()
      .reports.filter((report: { conversation_id: number }) => report.conversation_id === thread);
    expect(reports).toHaveLength(1);
    const josefaName = `${josefa.user.firstName} ${josefa.user.lastName}`;
    expect(reports[0]).toMatchObject({
      reason: 'Me incomodó',
      member: josefaName,
      professional: 'Camila Reportes',
      reported_by: josefaName,
      resolved_at: null,
    });
    expect(JSON.stringify(list.json())).not.toContain('Un mensaje inapropiado');
    // Her report is her data: in her export, and in nobody else's.
    expect((await josefa.agent.get('/api/users/export-data')).json().message_reports).toEqual([
      expect.objectContaining({ professional: 'Camila Reportes', reason: 'Me incomodó', resolved: false }),
    ]);
    expect((await outsider.agent.get('/api/users/export-data')).json().message_reports).toEqual([]);
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.user.id));
    expect(bell.map((item) => item.title)).toContain('Se reportó un mensaje');
    expect((await josefa.agent.get('/api/admin/message-reports')).statusCode).toBe(403);
    expect((await admin.agent.put(`/api/admin/message-reports/${reports[0].id}/resolve`)).statusCode).toBe(
      200,
    );
    expect((await admin.agent.put(`/api/admin/message-reports/${reports[0].id}/resolve`)).statusCode).toBe(
      404,
    );
  });

  it('an admin reads a thread only with a reason, which is audited and told to both participants', async () => {
    // Her own policy keeps an admin out of others' threads by the ordinary door.
    expect((await admin.agent.get(`/api/conversations/${thread}/messages`)).statusCode).toBe(404);
    const noReason = await admin.agent.post(`/api/admin/message-reports/conversations/${thread}/read`, {
      reason: 'corto',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(M.adminReasonRequired);
    const reason = 'Revisión del reporte de la socia por un mensaje inapropiado';
    const read = await admin.agent.post(`/api/admin/message-reports/conversations/${thread}/read`, {
      reason,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      member: `${josefa.user.firstName} ${josefa.user.lastName}`,
      professional: 'Camila Reportes',
    });
    expect(read.json().messages.map((message: { body: string }) => message.body)).toContain(
      'Un mensaje inapropiado',
    );
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'conversation.admin-read'), eq(auditLog.entityId, String(thread))));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.after).toEqual({ reason });
    for (const participant of [josefa.user.id, camila.user.id]) {
      const told = await ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, participant));
      expect(told.some((item) => item.title === 'Un administrador leyó una de tus conversaciones')).toBe(
        true,
      );
    }
    // Members and professionals have no such door.
    expect(
      (await camila.agent.post(`/api/admin/message-reports/conversations/${thread}/read`, { reason }))
        .statusCode,
    ).toBe(403);
  });
});
