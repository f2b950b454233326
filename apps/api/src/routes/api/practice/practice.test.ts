import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  appointments,
  appointmentTypes,
  auditLog,
  careRelationships,
  clinicalNotes,
  clinicalNoteVersions,
  clinicalRecords,
  healthConsents,
  notifications,
  outboxEmails,
  trainers,
} from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { signedInAgent } from '../../../../test/factories';
import { PRACTICE_MESSAGES } from '@vitalia/shared/messages/practice';

/** The professional's practice (issue 45 §2–§3) on PGlite and PostgreSQL: care, chart, notes, measures. */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let camila: Agent;
let olga: Agent;
let admin: Agent;
let camilaCard: number;
let olgaCard: number;
let typeId: number;
const DAY = 86_400_000;

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('valor ausente');
  return value;
}

async function professional(slug: string, name: string): Promise<[Agent, number]> {
  const agent = await signedInAgent(ctx.app, { role: 'trainer' });
  const [card] = await ctx.database.db
    .insert(trainers)
    .values({ slug, name, specialization: 'Nutrición', experienceYears: 3, userId: agent.user.id })
    .returning({ id: trainers.id });
  return [agent, must(card).id];
}

/** A member in `card`'s care, as an admin puts her there; her first and last name as given. */
async function client(card: number, name: [string, string] = ['Josefa', 'Muñoz']) {
  const member = await signedInAgent(ctx.app);
  await ctx.app.usersRepository.update(member.user.id, { firstName: name[0], lastName: name[1] });
  const response = await admin.agent.post('/api/admin/care-relationships', {
    member_id: member.user.id,
    trainer_id: card,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...member, relationshipId: response.json().relationship.id as number };
}

async function appointment(memberId: number, card: number, offsetMs: number, status = 'confirmed') {
  const startsAt = new Date(Date.now() + offsetMs);
  const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
  const [row] = await ctx.database.db
    .insert(appointments)
    .values({
      memberId,
      trainerId: card,
      typeId,
      startsAt,
      endsAt,
      blocked: `[${startsAt.toISOString()},${endsAt.toISOString()})`,
      idempotencyKey: crypto.randomUUID(),
      status: status as 'confirmed',
    })
    .returning({ id: appointments.id });
  return must(row).id;
}

const SOAP = {
  template: 'soap',
  subjective: 'Dice que duerme mal y pica entre comidas.',
  objective: 'Peso 68 kg.',
  assessment: 'Hambre emocional probable.',
  plan: 'Registro de comidas por una semana.',
};

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signedInAgent(ctx.app, { isAdmin: true });
  [camila, camilaCard] = await professional('camila-practica', 'Camila Práctica');
  [olga, olgaCard] = await professional('olga-practica', 'Olga Otra');
  const [type] = await ctx.database.db
    .insert(appointmentTypes)
    .values({ name: 'Control nutricional', durationMinutes: 45, modality: 'online', requiredPlan: 'free' })
    .returning({ id: appointmentTypes.id });
  typeId = must(type).id;
});
afterAll(() => ctx.close());

describe('care relationships', () => {
  it('an admin opens one once (audited); a second request answers the same one', async () => {
    const josefa = await client(camilaCard);
    const listed = await admin.agent.get(`/api/admin/care-relationships?member_id=${josefa.user.id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().relationships).toEqual([
      expect.objectContaining({ id: josefa.relationshipId, trainer_name: 'Camila Práctica', ended_at: null }),
    ]);
    expect(
      (await camila.agent.get(`/api/admin/care-relationships?member_id=${josefa.user.id}`)).statusCode,
    ).toBe(403);
    expect((await admin.agent.get('/api/admin/care-relationships?member_id=abc')).statusCode).toBe(400);
    const again = await admin.agent.post('/api/admin/care-relationships', {
      member_id: josefa.user.id,
      trainer_id: camilaCard,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().relationship.id).toBe(josefa.relationshipId);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'care-relationship.create'), eq(auditLog.subjectUserId, josefa.user.id)),
      );
    expect(entries).toHaveLength(1);
  });

  it('refuses a professional or member as the client, an unknown card, and anyone but an admin', async () => {
    const member = await signedInAgent(ctx.app);
    expect(
      (
        await admin.agent.post('/api/admin/care-relationships', {
          member_id: olga.user.id,
          trainer_id: camilaCard,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await admin.agent.post('/api/admin/care-relationships', {
          member_id: member.user.id,
          trainer_id: 999_999,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await camila.agent.post('/api/admin/care-relationships', {
          member_id: member.user.id,
          trainer_id: camilaCard,
        })
      ).statusCode,
    ).toBe(403);
    const open = await ctx.database.db
      .select()
      .from(careRelationships)
      .where(eq(careRelationships.memberId, member.user.id));
    expect(open).toHaveLength(0);
  });

  it('a booking puts the member in her care, once however often she books', async () => {
    const member = await signedInAgent(ctx.app);
    await ctx.database.db.transaction(async (tx) => {
      await ctx.app.careRelationships.openForBooking(member.user.id, olgaCard, tx);
      await ctx.app.careRelationships.openForBooking(member.user.id, olgaCard, tx);
    });
    const rows = await ctx.database.db
      .select()
      .from(careRelationships)
      .where(eq(careRelationships.memberId, member.user.id));
    expect(rows.map((row) => [row.trainerId, row.origin])).toEqual([[olgaCard, 'booking']]);
  });
});

describe('her clients', () => {
  it('lists only her own clients, accent-blind, and never another professional’s', async () => {
    const mine = await client(camilaCard, ['María José', 'Núñez']);
    const theirs = await client(olgaCard, ['María', 'Olivares']);
    const list = await camila.agent.get('/api/trainer/clients?q=nunez');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().clients.map((row: { member_id: number }) => row.member_id)).toEqual([mine.user.id]);
    const all = await camila.agent.get('/api/trainer/clients?q=maria');
    const ids = all.json().clients.map((row: { member_id: number }) => row.member_id);
    expect(ids).toContain(mine.user.id);
    expect(ids).not.toContain(theirs.user.id);
  });

  it('tells an account whether it has a practice; without a team card the list is a 404 saying so', async () => {
    const card = await camila.agent.get('/api/trainer/card');
    expect(card.json()).toEqual({ success: true, card: { id: camilaCard, name: 'Camila Práctica' } });
    expect((await admin.agent.get('/api/trainer/card')).json()).toEqual({ success: true, card: null });
    const list = await admin.agent.get('/api/trainer/clients');
    expect(list.statusCode).toBe(404);
    expect(list.json().message).toBe(PRACTICE_MESSAGES.noTeamCard);
    const member = await signedInAgent(ctx.app);
    expect((await member.agent.get('/api/trainer/card')).statusCode).toBe(403);
  });

  it('says who needs attention: no contact in 14 days, a missed consultation not rebooked, not when booked', async () => {
    const quiet = await client(camilaCard, ['Quieta', 'Sinvisitas']);
    await ctx.database.db
      .update(careRelationships)
      .set({ startedAt: new Date(Date.now() - 30 * DAY) })
      .where(eq(careRelationships.id, quiet.relationshipId));
    const missed = await client(camilaCard, ['Faltó', 'Unavez']);
    await appointment(missed.user.id, camilaCard, -2 * DAY, 'no_show');
    const booked = await client(camilaCard, ['Agendada', 'Pronto']);
    await ctx.database.db
      .update(careRelationships)
      .set({ startedAt: new Date(Date.now() - 30 * DAY) })
      .where(eq(careRelationships.id, booked.relationshipId));
    await appointment(booked.user.id, camilaCard, 3 * DAY);

    const byId = async (query: string) => {
      const response = await camila.agent.get(`/api/trainer/clients?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json().clients as {
        member_id: number;
        status: string;
        attention_reasons: string[];
      }[];
      return new Map(rows.map((row) => [row.member_id, row]));
    };
    const rows = await byId('sort=name');
    expect(must(rows.get(quiet.user.id)).attention_reasons).toEqual(['no_contact']);
    expect(must(rows.get(missed.user.id)).attention_reasons).toEqual(['missed_not_rebooked']);
    expect(must(rows.get(booked.user.id)).status).toBe('ok');
    const attention = await byId('status=attention');
    expect(attention.has(quiet.user.id) && attention.has(missed.user.id)).toBe(true);
    expect(attention.has(booked.user.id)).toBe(false);
    const next = await camila.agent.get('/api/trainer/clients?sort=next');
    expect(next.json().clients[0].member_id).toBe(booked.user.id);
  });

  it('keeps each client figures with every write: a consultation that ends unmarked, a note, a cancellation, a consent', async () => {
    const member = await client(camilaCard, ['Cifras', 'Aldía']);
    await ctx.database.db
      .update(careRelationships)
      .set({ startedAt: new Date(Date.now() - 30 * DAY) })
      .where(eq(careRelationships.id, member.relationshipId));
    const row = async () => {
      const response = await camila.agent.get(`/api/trainer/clients?q=${encodeURIComponent('Cifras Aldia')}`);
      expect(response.statusCode, response.body).toBe(200);
      return must(
        (
          response.json().clients as {
            member_id: number;
            attention_reasons: string[];
            next_consultation_at: string | null;
            last_contact_at: string | null;
          }[]
        ).find((item) => item.member_id === member.user.id),
      );
    };
    // Booked, and over a second from now with nobody marking it: no write tells the list it has passed.
    await appointment(member.user.id, camilaCard, -45 * 60_000 + 1_000);
    expect((await row()).next_consultation_at).not.toBeNull();
    expect((await row()).attention_reasons).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await ctx.app.careFigures.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await row()).toMatchObject({ next_consultation_at: null, attention_reasons: ['no_contact'] });

    const noted = await camila.agent.post(`/api/trainer/clients/${member.user.id}/notes`, { content: SOAP });
    expect(noted.statusCode, noted.body).toBe(201);
    expect(Date.parse(must((await row()).last_contact_at))).toBeGreaterThan(Date.now() - 60_000);
    expect((await row()).attention_reasons).toEqual([]);

    const booked = await appointment(member.user.id, camilaCard, 5 * DAY);
    await ctx.database.db
      .update(appointments)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(appointments.id, booked));
    expect((await row()).attention_reasons).toEqual(['cancelled_not_rebooked']);

    const [consent] = await ctx.database.db
      .insert(healthConsents)
      .values({ userId: member.user.id, purpose: 'intake', textVersion: '1', givenVia: 'profile' })
      .returning();
    await ctx.database.db
      .update(healthConsents)
      .set({ withdrawnAt: new Date(), withdrawnVia: 'profile' })
      .where(eq(healthConsents.id, must(consent).id));
    expect((await row()).attention_reasons).toContain('consent_withdrawn');
  });

  it('walks every client in keyset pages, each once, and refuses a cursor it did not give', async () => {
    for (let index = 0; index < 22; index += 1) await client(olgaCard, ['Página', `Prueba ${index}`]);
    const seen: number[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const response = await olga.agent.get(
        `/api/trainer/clients?sort=name${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as {
        clients: { member_id: number }[];
        next_cursor: string | null;
        total: number;
      };
      seen.push(...body.clients.map((row) => row.member_id));
      cursor = body.next_cursor;
      total = body.total;
    } while (cursor);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(seen.length);
    expect((await olga.agent.get('/api/trainer/clients?cursor=bm9wZQ')).statusCode).toBe(400);
    // A cursor of one list does not turn the page of another.
    const first = (await olga.agent.get('/api/trainer/clients?sort=name')).json().next_cursor as string;
    const other = await olga.agent.get(
      `/api/trainer/clients?sort=name&q=prueba&cursor=${encodeURIComponent(first)}`,
    );
    expect(other.statusCode).toBe(400);
    expect((await olga.agent.get('/api/trainer/clients?sort=sideways')).statusCode).toBe(400);
    expect((await olga.agent.get(`/api/trainer/clients?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('is not a member’s to ask for, and a professional without a team card has no practice', async () => {
    const member = await signedInAgent(ctx.app);
    expect((await member.agent.get('/api/trainer/clients')).statusCode).toBe(403);
    const cardless = await signedInAgent(ctx.app, { role: 'trainer' });
    const refused = await cardless.agent.get('/api/trainer/clients');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toMatch(/ficha de profesional/);
  });
});

describe('the chart', () => {
  it('opens for her own client (audited) with intake, timeline and her consultations; 404 for anyone else', async () => {
    const josefa = await client(camilaCard);
    const done = await appointment(josefa.user.id, camilaCard, -7 * DAY, 'completed');
    await appointment(josefa.user.id, olgaCard, -5 * DAY, 'completed');
    const chart = await camila.agent.get(`/api/trainer/clients/${josefa.user.id}`);
    expect(chart.statusCode, chart.body).toBe(200);
    const body = chart.json();
    expect(body.client.name).toBe('Josefa Muñoz');
    expect(body.consultations.map((item: { id: number }) => item.id)).toEqual([done]);
    // Another professional's consultation with her is not this one's to see.
    expect(body.timeline.filter((item: { kind: string }) => item.kind === 'consultation')).toHaveLength(1);
    expect(body.intake.consent_active).toBe(false);
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clinical-record.read'), eq(auditLog.subjectUserId, josefa.user.id)));
    expect(audited).toHaveLength(1);

    for (const path of ['', '/notes', '/measurements'])
      expect((await olga.agent.get(`/api/trainer/clients/${josefa.user.id}${path}`)).statusCode).toBe(404);
    expect((await camila.agent.get('/api/trainer/clients/2147483647')).statusCode).toBe(404);
    expect((await camila.agent.get('/api/trainer/clients/abc')).statusCode).toBe(400);
    expect((await josefa.agent.get(`/api/trainer/clients/${josefa.user.id}/notes`)).statusCode).toBe(403);
  });

  it('keeps every version of a note, refuses an edit over a stale one, and no one else reads or edits it', async () => {
    const josefa = await client(camilaCard);
    const created = await camila.agent.post(`/api/trainer/clients/${josefa.user.id}/notes`, {
      content: SOAP,
    });
    expect(created.statusCode, created.body).toBe(201);
    const note = created.json().note;
    expect(note.version).toBe(1);
    expect(note.author).toBe('Prueba Vitalia');

    const edited = await camila.agent.put(`/api/trainer/notes/${note.id}`, {
      content: { ...SOAP, plan: 'Registro de comidas y caminata diaria.' },
      expected_version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().note.version).toBe(2);
    expect(edited.json().note.previous_versions).toEqual([
      expect.objectContaining({ version: 1, content: SOAP, edited_by: 'Prueba Vitalia' }),
    ]);
    const stale = await camila.agent.put(`/api/trainer/notes/${note.id}`, {
      content: { template: 'free', text: 'Pisaría la versión 2' },
      expected_version: 1,
    });
    expect(stale.statusCode).toBe(409);

    expect(
      (await olga.agent.put(`/api/trainer/notes/${note.id}`, { content: SOAP, expected_version: 2 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await olga.agent.post(`/api/trainer/clients/${josefa.user.id}/notes`, { content: SOAP })).statusCode,
    ).toBe(404);
    const list = await camila.agent.get(`/api/trainer/clients/${josefa.user.id}/notes`);
    expect(list.json().notes).toHaveLength(1);
    // The history cannot be rewritten, not even by a query that skips the service.
    await expect(
      ctx.database.db
        .update(clinicalNoteVersions)
        .set({ editedByName: 'Otra' })
        .where(eq(clinicalNoteVersions.noteId, note.id)),
    ).rejects.toThrow();
  });

  it('refuses empty notes, a consultation that is not theirs and hidden characters, storing nothing', async () => {
    const josefa = await client(camilaCard);
    const other = await client(olgaCard);
    const foreign = await appointment(other.user.id, olgaCard, -DAY, 'completed');
    const url = `/api/trainer/clients/${josefa.user.id}/notes`;
    for (const body of [
      { content: { template: 'soap' } },
      { content: { template: 'free', text: '   ' } },
      { content: { template: 'pdf', text: 'x' } },
      { content: { template: 'free', text: 'hola\u202Eodnum' } },
      { content: { template: 'free', text: 'x'.repeat(10_001) } },
      { content: { template: 'free', text: 'Bien' }, appointment_id: foreign },
    ]) {
      const response = await camila.agent.post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(/[a-záéíóú]/i);
    }
    expect((await camila.agent.get(url)).json().notes).toHaveLength(0);
  });

  it('shares a summary once: her bell has it, the e-mail only says there is one', async () => {
    const josefa = await client(camilaCard);
    const note = (
      await camila.agent.post(`/api/trainer/clients/${josefa.user.id}/notes`, { content: SOAP })
    ).json().note;
    const summary = 'Acordamos registrar tus comidas una semana y caminar 20 minutos al día.';
    const shared = await camila.agent.post(`/api/trainer/notes/${note.id}/share`, { summary });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().note.shared_summary).toBe(summary);
    expect((await camila.agent.post(`/api/trainer/notes/${note.id}/share`, { summary })).statusCode).toBe(
      409,
    );
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, josefa.user.id));
    expect(bell.filter((row) => row.message === summary)).toHaveLength(1);
    await ctx.app.mailer.flush();
    const mails = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, josefa.email));
    const mail = must(mails.find((row) => row.subject.includes('resumen')));
    expect(mail.text).not.toContain('caminar');
    expect(mail.html ?? '').not.toContain('caminar');
    expect(mail.text).not.toContain(SOAP.assessment);
    // What she reads of her record: the summary, never the note.
    const hers = await josefa.agent.get('/api/appointments/summaries');
    expect(hers.statusCode, hers.body).toBe(200);
    expect(hers.json().summaries).toEqual([expect.objectContaining({ summary, author: 'Prueba Vitalia' })]);
    expect(hers.body).not.toContain(SOAP.assessment);
    const someoneElse = await signedInAgent(ctx.app);
    expect((await someoneElse.agent.get('/api/appointments/summaries')).json().summaries).toEqual([]);
  });
});

describe('measurements', () => {
  it('records measures with BMI from the latest height, and refuses impossible ones changing nothing', async () => {
    const josefa = await client(camilaCard);
    const url = `/api/trainer/clients/${josefa.user.id}/measurements`;
    const first = await camila.agent.post(url, {
      taken_at: new Date(Date.now() - 30 * DAY).toISOString(),
      weight_kg: 70,
      height_cm: 160,
      systolic_mmhg: 120,
      diastolic_mmhg: 80,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().measurement.bmi).toBe(27.3);
    const second = await camila.agent.post(url, { weight_kg: 67.5, waist_cm: 82 });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().measurement.bmi).toBe(26.4);

    for (const body of [
      {},
      { weight_kg: 0 },
      { weight_kg: 'setenta' },
      { height_cm: 900 },
      { systolic_mmhg: 120 },
      { systolic_mmhg: 80, diastolic_mmhg: 120 },
      { weight_kg: 70, taken_at: '2999-01-01T00:00:00Z' },
      { weight_kg: 70, taken_at: '2026-13-45' },
    ]) {
      const response = await camila.agent.post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const list = await camila.agent.get(url);
    expect(list.json().measurements.map((row: { weight_kg: number }) => row.weight_kg)).toEqual([70, 67.5]);
    expect((await olga.agent.post(url, { weight_kg: 60 })).statusCode).toBe(404);
  });
});

describe('when care ends or the account goes', () => {
  it('an ended relationship closes the chart, notes and measures to her, ids guessed or not', async () => {
    const josefa = await client(camilaCard);
    const note = (
      await camila.agent.post(`/api/trainer/clients/${josefa.user.id}/notes`, { content: SOAP })
    ).json().note;
    const ended = await admin.agent.delete(`/api/admin/care-relationships/${josefa.relationshipId}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(
      (await admin.agent.delete(`/api/admin/care-relationships/${josefa.relationshipId}`)).statusCode,
    ).toBe(409);
    for (const path of ['', '/notes', '/measurements'])
      expect((await camila.agent.get(`/api/trainer/clients/${josefa.user.id}${path}`)).statusCode).toBe(404);
    expect(
      (await camila.agent.put(`/api/trainer/notes/${note.id}`, { content: SOAP, expected_version: 1 }))
        .statusCode,
    ).toBe(404);
    const list = await camila.agent.get('/api/trainer/clients?sort=name');
    expect(list.json().clients.map((row: { member_id: number }) => row.member_id)).not.toContain(
      josefa.user.id,
    );
  });

  it('a deleted account blocks her clinical record instead of erasing it (ADR 0073)', async () => {
    const josefa = await client(camilaCard);
    const note = (
      await camila.agent.post(`/api/trainer/clients/${josefa.user.id}/notes`, { content: SOAP })
    ).json().note;
    const gone = await josefa.agent.post('/api/users/delete-account', { password: josefa.password });
    expect(gone.statusCode, gone.body).toBe(200);
    const [record] = await ctx.database.db
      .select()
      .from(clinicalRecords)
      .innerJoin(clinicalNotes, eq(clinicalNotes.recordId, clinicalRecords.id))
      .where(eq(clinicalNotes.id, note.id));
    expect(must(record).clinical_records.memberId).toBeNull();
    expect(must(record).clinical_records.blockedAt).not.toBeNull();
    expect(must(record).clinical_records.retainUntil.getTime()).toBeGreaterThan(Date.now() + 14 * 365 * DAY);
    expect(
      (await camila.agent.put(`/api/trainer/notes/${note.id}`, { content: SOAP, expected_version: 1 }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the end of keeping (ADR 0073)', () => {
  it('removes a record fifteen years after its last entry, with its notes, and nothing younger', async () => {
    const josefa = await client(camilaCard);
    const note = (
      await camila.agent.post(`/api/trainer/clients/${josefa.user.id}/notes`, { content: SOAP })
    ).json().note;
    const young = await client(camilaCard);
    await camila.agent.post(`/api/trainer/clients/${young.user.id}/notes`, { content: SOAP });
    const db = ctx.database.db;
    await db
      .update(clinicalRecords)
      .set({ retainUntil: new Date(Date.now() - DAY) })
      .where(eq(clinicalRecords.memberId, josefa.user.id));
    expect(await ctx.app.clinicalRetention.runOnce()).toBe(1);
    expect(await db.select().from(clinicalNotes).where(eq(clinicalNotes.id, note.id))).toEqual([]);
    expect(
      await db.select().from(clinicalRecords).where(eq(clinicalRecords.memberId, young.user.id)),
    ).toHaveLength(1);
    expect(await ctx.app.clinicalRetention.runOnce()).toBe(0);
  });
});

describe('Hoy', () => {
  it('shows today’s consultations with the member’s name and who needs attention', async () => {
    const josefa = await client(camilaCard, ['Hoy', 'Consulta']);
    await appointment(josefa.user.id, camilaCard, 60_000 * 5);
    const home = await camila.agent.get('/api/trainer/home');
    expect(home.statusCode, home.body).toBe(200);
    const items = [...home.json().today, ...home.json().tomorrow] as { who: string }[];
    expect(items.map((item) => item.who)).toContain('Hoy Consulta');
    expect(home.json().counts.clients).toBeGreaterThan(0);
    const count = await ctx.database.db.execute(sql`select 1`);
    expect(count).toBeDefined();
  });
});
