import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_RECORD_MESSAGES as M } from '@vitalia/shared/blocked-records';
import { auditLog } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { consentingMember, inCare, signedInAgent, signedInProfessional } from '../../../../test/factories';

/** ADR 0073: a blocked clinical record is read only by an admin who states the legal reason, audited. */
let ctx: TestContext;
let camila: Awaited<ReturnType<typeof signedInProfessional>>;
let admin: Awaited<ReturnType<typeof signedInAgent>>;

const SOAP = {
  template: 'soap',
  subjective: 'Duerme mal y pica entre comidas.',
  objective: 'Peso 68 kg.',
  assessment: 'Hambre emocional probable.',
  plan: 'Registro de comidas dos semanas.',
};
const READING = {
  basis: 'tribunal',
  reason: 'Oficio N° 1234-2026 del Juzgado de Familia de Santiago, recibido el 28-11-2026.',
};

beforeAll(async () => {
  ctx = await buildTestApp();
  camila = await signedInProfessional(ctx.app, { slug: 'camila-bloqueo', name: 'Camila Bloqueo' });
  admin = await signedInAgent(ctx.app, { isAdmin: true });
});
afterAll(() => ctx.close());

describe('blocked clinical records', () => {
  it('an admin finds one by name and reads it only with a legal basis and reason; both are audited', async () => {
    const member = await consentingMember(ctx.app);
    await inCare(admin, member, camila);
    const note = await camila.agent.post(`/api/trainer/clients/${member.user.id}/notes`, { content: SOAP });
    expect(note.statusCode, note.body).toBe(201);
    const measured = await camila.agent.post(`/api/trainer/clients/${member.user.id}/measurements`, {
      taken_at: new Date(Date.now() - 3_600_000).toISOString(),
      weight_kg: 68,
    });
    expect(measured.statusCode, measured.body).toBe(201);

    // While her account lives, her record is not blocked: the admin's search does not reach it.
    const email = member.email;
    const early = await admin.agent.get(`/api/admin/clinical-records?q=${encodeURIComponent(email)}`);
    expect(early.json().records).toEqual([]);

    expect(
      (await member.agent.post('/api/users/delete-account', { password: member.password })).statusCode,
    ).toBe(200);
    const found = await admin.agent.get(`/api/admin/clinical-records?q=${encodeURIComponent(email)}`);
    expect(found.statusCode, found.body).toBe(200);
    const [summary] = found.json().records;
    expect(summary.subject_email).toBe(`${email.slice(0, 2)}***@${email.split('@')[1]}`);
    expect(summary).not.toHaveProperty('notes');

    const bad: [unknown, string][] = [
      [{ basis: 'tribunal' }, M.reasonRequired],
      [{ basis: 'tribunal', reason: 'porque sí' }, M.reasonRequired],
      [{ reason: READING.reason }, M.basisRequired],
      [{ basis: 'curiosidad', reason: READING.reason }, M.basisRequired],
    ];
    for (const [body, message] of bad) {
      const refused = await admin.agent.post(`/api/admin/clinical-records/${summary.id}/readings`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    const reads = () =>
      ctx.app.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'clinical-record.blocked-read'), eq(auditLog.entityId, String(summary.id))),
        );
    expect(await reads()).toHaveLength(0);

    const read = await admin.agent.post(`/api/admin/clinical-records/${summary.id}/readings`, READING);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().record.subject_email).toBe(email);
    expect(read.json().record.notes).toHaveLength(1);
    expect(read.json().record.measurements[0]).toMatchObject({ weight_kg: 68 });
    const [entry] = await reads();
    expect(entry?.after).toEqual({
      basis: 'Requerimiento de un tribunal o del Ministerio Público',
      reason: READING.reason,
    });
    expect(entry?.actorId).toBe(admin.user.id);
  });

  it('nobody but an admin searches or reads; a record still in use is not readable this way', async () => {
    const member = await consentingMember(ctx.app);
    await inCare(admin, member, camila);
    await camila.agent.post(`/api/trainer/clients/${member.user.id}/notes`, { content: SOAP });
    const records = await ctx.app.clinicalRepository.recordOf(member.user.id);
    const id = records?.id ?? 0;
    expect(id).toBeGreaterThan(0);
    expect((await admin.agent.post(`/api/admin/clinical-records/${id}/readings`, READING)).statusCode).toBe(
      404,
    );
    for (const outsider of [camila.agent, member.agent]) {
      expect((await outsider.get('/api/admin/clinical-records?q=vitalia')).statusCode).toBe(403);
      expect((await outsider.post(`/api/admin/clinical-records/${id}/readings`, READING)).statusCode).toBe(
        403,
      );
    }
    const short = await admin.agent.get('/api/admin/clinical-records?q=jo');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain(M.queryTooShort);
  });
});
