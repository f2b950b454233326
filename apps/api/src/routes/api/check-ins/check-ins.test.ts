import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CHECK_IN_MESSAGES as M } from '@vitalia/shared/messages/check-ins';
import { santiagoDay } from '@vitalia/shared/dates';
import { checkIns, conversationMessages, notifications, outboxEmails } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { consentingMember, inCare, signedInAgent, signedInProfessional } from '../../../../test/factories';

/** Weekly check-ins (issue 46) on PGlite and PostgreSQL. */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
type Professional = Awaited<ReturnType<typeof signedInProfessional>>;
let camila: Professional;
let olga: Professional;
let admin: Agent;

/** A member in Camila's care who consented to her health data being used (the intake's consent). */
async function consentingClient(): Promise<Agent & { relationship: number }> {
  const member = await consentingMember(ctx.app);
  return { ...member, relationship: await inCare(admin, member, camila) };
}

async function weeklyForm(): Promise<number> {
  const response = await camila.agent.post('/api/trainer/check-in-forms', { template: 'semanal' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().form.id as number;
}

/** Gives the form to her, due every few days, so the first one is due today. */
async function assigned(member: Agent, formId: number): Promise<number> {
  const response = await camila.agent.post(`/api/trainer/clients/${member.user.id}/check-ins`, {
    form_id: formId,
    cadence: { kind: 'after_answer', days: 7 },
  });
  expect(response.statusCode, response.body).toBe(201);
  const due = (await member.agent.get('/api/check-ins/due')).json().check_ins as { id: number }[];
  expect(due).toHaveLength(1);
  return (due[0] as { id: number }).id;
}

const goodAnswers = { q1: 7, q2: 6, q3: 4, q4: 8, q5: 68.5 };

beforeAll(async () => {
  ctx = await buildTestApp();
  camila = await signedInProfessional(ctx.app, { slug: 'camila-checkins', name: 'Camila Checkins' });
  olga = await signedInProfessional(ctx.app, { slug: 'olga-checkins', name: 'Olga Checkins' });
  admin = await signedInAgent(ctx.app, { isAdmin: true });
});
afterAll(() => ctx.close());

describe('check-in forms', () => {
  it('are built from question types or a template, checked, and kept per professional', async () => {
    const made = await camila.agent.post('/api/trainer/check-in-forms', {
      title: 'Seguimiento de hidratación',
      questions: [
        { kind: 'number', label: '¿Cuántos vasos de agua tomaste al día?', unit: 'vasos' },
        { kind: 'yes_no', label: '¿Tomaste bebidas azucaradas?' },
        { kind: 'choice', label: '¿Cuándo te cuesta más?', options: ['Mañana', 'Tarde', 'Noche'] },
        { kind: 'text', label: 'Algo más que quieras contarme', required: false },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().form.questions.map((question: { id: string }) => question.id)).toEqual([
      'q1',
      'q2',
      'q3',
      'q4',
    ]);
    const bad = await camila.agent.post('/api/trainer/check-in-forms', {
      title: 'Mal',
      questions: [{ kind: 'choice', label: 'Una sola opción', options: ['Sí'] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.optionsRequired);
    expect(
      (await camila.agent.post('/api/trainer/check-in-forms', { template: 'nada' })).json().message,
    ).toBe(M.unknownTemplate);
    const template = await weeklyForm();
    const listed = (await camila.agent.get('/api/trainer/check-in-forms')).json();
    expect(listed.forms.map((form: { id: number }) => form.id)).toContain(template);
    expect(listed.templates).toEqual([{ key: 'semanal', title: 'Check-in semanal', questions: 5 }]);
    const others = (await olga.agent.get('/api/trainer/check-in-forms')).json().forms;
    expect(others).toEqual([]);
    // A member has no forms; an admin without a team card has no practice.
    const member = await signedInAgent(ctx.app);
    expect((await member.agent.get('/api/trainer/check-in-forms')).statusCode).toBe(403);
    expect((await admin.agent.get('/api/trainer/check-in-forms')).statusCode).toBe(404);
  });
});

describe('check-ins', () => {
  it('she answers from her phone; the answers reach the thread as a card and the chart, and the next one is made', async () => {
    const josefa = await consentingClient();
    const id = await assigned(josefa, await weeklyForm());
    const open = (await josefa.agent.get(`/api/check-ins/${id}`)).json().check_in;
    expect(open).toMatchObject({ title: 'Check-in semanal', status: 'due', professional: 'Camila Checkins' });

    const missing = await josefa.agent.post(`/api/check-ins/${id}/answers`, { answers: { q1: 7 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ q2: M.answerRequired });
    const outOfRange = await josefa.agent.post(`/api/check-ins/${id}/answers`, {
      answers: { ...goodAnswers, q1: 11 },
    });
    expect(outOfRange.json().errors).toEqual({ q1: M.scaleRange });

    const answered = await josefa.agent.post(`/api/check-ins/${id}/answers`, { answers: goodAnswers });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().check_in).toMatchObject({ status: 'answered', answers: goodAnswers });
    // Sent twice (a retry): the same answers, no second card.
    const again = await josefa.agent.post(`/api/check-ins/${id}/answers`, {
      answers: { ...goodAnswers, q1: 2 },
    });
    expect(again.json().check_in.answers.q1).toBe(7);

    const [row] = await ctx.database.db.select().from(checkIns).where(eq(checkIns.id, id));
    const cards = await ctx.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, row?.messageId ?? 0));
    expect(cards).toHaveLength(1);
    expect(cards[0]?.body).toContain('¿Cómo estuvo tu energía esta semana? 7/10');
    expect(cards[0]?.body).toContain('68,5 kg');

    const chart = (await camila.agent.get(`/api/trainer/clients/${josefa.user.id}/check-ins`)).json();
    expect(chart.assignments).toHaveLength(1);
    expect(chart.assignments[0].next_due_on > santiagoDay(new Date())).toBe(true);
    expect(chart.check_ins.find((item: { id: number }) => item.id === id).answers).toEqual(goodAnswers);
    // The next one is not due yet: nothing to answer today.
    expect((await josefa.agent.get('/api/check-ins/due')).json().check_ins).toEqual([]);

    const comment = await camila.agent.post(`/api/trainer/check-ins/${id}/comment`, {
      comment: '¡Muy bien la adherencia! Sigamos con la colación.',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    expect((await josefa.agent.get(`/api/check-ins/${id}`)).json().check_in.comment).toBe(
      '¡Muy bien la adherencia! Sigamos con la colación.',
    );
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, josefa.user.id));
    expect(bell.map((item) => item.actionUrl)).toContain(`/check-in/${id}`);
  });

  it('without her health-data consent she cannot answer, and no reminder is sent', async () => {
    const member = await signedInAgent(ctx.app);
    await inCare(admin, member, camila);
    const id = await assigned(member, await weeklyForm());
    const refused = await member.agent.post(`/api/check-ins/${id}/answers`, { answers: goodAnswers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.needsConsent);
    await ctx.app.checkInJobs.runOnce(new Date(`${santiagoDay(new Date())}T18:00:00Z`));
    const [row] = await ctx.database.db.select().from(checkIns).where(eq(checkIns.id, id));
    expect(row?.remindedAt).toBeNull();
  });

  it('one reminder per due date, bell and e-mail without her answers; a missed one is made again', async () => {
    const member = await consentingClient();
    const id = await assigned(member, await weeklyForm());
    const today = santiagoDay(new Date());
    // 06:00 in Santiago: too early to remind anyone.
    await ctx.app.checkInJobs.runOnce(new Date(`${today}T09:00:00Z`));
    const [early] = await ctx.database.db.select().from(checkIns).where(eq(checkIns.id, id));
    expect(early?.remindedAt).toBeNull();
    const noon = new Date(`${today}T16:00:00Z`);
    await ctx.app.checkInJobs.runOnce(noon);
    await ctx.app.checkInJobs.runOnce(noon);
    await ctx.app.mailer.flush();
    const mails = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, member.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Tu check-in semanal te espera');
    expect(mails[0]?.text).toContain(`/check-in/${id}`);
    expect(mails[0]?.text).not.toMatch(/energía|peso/i);

    // Four days later it is missed, and the next one is due a week after that day.
    const later = new Date(Date.parse(`${today}T16:00:00Z`) + 4 * 86_400_000);
    const run = await ctx.app.checkInJobs.runOnce(later);
    expect(run.missed).toBeGreaterThanOrEqual(1);
    const rows = await ctx.database.db
      .select()
      .from(checkIns)
      .where(eq(checkIns.memberId, member.user.id))
      .orderBy(checkIns.id);
    expect(rows.map((row) => row.status)).toEqual(['missed', 'due']);
    // Camila's list says she needs attention, and why.
    const chart = (await camila.agent.get(`/api/trainer/clients/${member.user.id}`)).json();
    expect(chart.client).toMatchObject({ status: 'attention', attention_reasons: ['check_in_missed'] });
    const attention = (await camila.agent.get('/api/trainer/clients?status=attention')).json().clients;
    expect(attention.map((client: { member_id: number }) => client.member_id)).toContain(member.user.id);
    expect(
      (await member.agent.post(`/api/check-ins/${id}/answers`, { answers: goodAnswers })).json().message,
    ).toBe(M.closed);
  });

  it('nobody else reads or answers her check-in; ending the care stops them', async () => {
    const member = await consentingClient();
    const id = await assigned(member, await weeklyForm());
    const stranger = await signedInAgent(ctx.app);
    for (const outsider of [stranger, olga, admin]) {
      expect((await outsider.agent.get(`/api/check-ins/${id}`)).statusCode).toBe(404);
      expect(
        (await outsider.agent.post(`/api/check-ins/${id}/answers`, { answers: goodAnswers })).statusCode,
      ).toBe(404);
    }
    expect((await olga.agent.get(`/api/trainer/clients/${member.user.id}/check-ins`)).statusCode).toBe(404);
    expect(
      (await olga.agent.post(`/api/trainer/check-ins/${id}/comment`, { comment: 'Hola' })).statusCode,
    ).toBe(404);
    // Olga cannot give Camila's form, nor give hers to Camila's client.
    const olgaForm = (await olga.agent.post('/api/trainer/check-in-forms', { template: 'semanal' })).json()
      .form.id as number;
    const refused = await camila.agent.post(`/api/trainer/clients/${member.user.id}/check-ins`, {
      form_id: olgaForm,
      cadence: { kind: 'weekly', weekday: 1 },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(M.formNotFound);

    const rows = await ctx.database.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.memberId, member.user.id), eq(checkIns.status, 'due')));
    expect(rows).toHaveLength(1);
    expect(
      (await admin.agent.delete(`/api/admin/care-relationships/${member.relationship}`)).statusCode,
    ).toBe(200);
    const after = await ctx.database.db.select().from(checkIns).where(eq(checkIns.id, id));
    expect(after[0]?.status).toBe('cancelled');
    expect((await member.agent.get('/api/check-ins/due')).json().check_ins).toEqual([]);
  });

  it('her data export holds her check-ins with each answer and the comment; nobody else’s', async () => {
    const josefa = await consentingClient();
    const id = await assigned(josefa, await weeklyForm());
    expect(
      (await josefa.agent.post(`/api/check-ins/${id}/answers`, { answers: goodAnswers })).statusCode,
    ).toBe(200);
    await camila.agent.post(`/api/trainer/check-ins/${id}/comment`, { comment: 'Vas muy bien.' });

    const exported = (await josefa.agent.get('/api/users/export-data')).json();
    expect(exported.contents).toContain(
      'Tus check-ins: cada pregunta, tus respuestas y el comentario de tu profesional',
    );
    expect(exported.check_ins).toEqual([
      // Newest first: the next one (a week after her answer), then the one she answered.
      expect.objectContaining({ status: 'due', answers: null }),
      expect.objectContaining({ id, status: 'answered', answers: goodAnswers, comment: 'Vas muy bien.' }),
    ]);
    expect(exported.check_ins[1].questions[0].label).toBe('¿Cómo estuvo tu energía esta semana?');

    const other = await consentingClient();
    const theirs = (await other.agent.get('/api/users/export-data')).json();
    expect(theirs.check_ins).toEqual([]);
  });
});
