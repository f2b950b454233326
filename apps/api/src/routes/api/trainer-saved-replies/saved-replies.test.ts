import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityRules } from '../../../db/schema/index';
import { CONVERSATION_MESSAGES as M } from '@vitalia/shared/messages/conversations';
import { fillSavedReply } from '@vitalia/shared/conversations';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { signedInAgent, signedInProfessional } from '../../../../test/factories';

/** A professional's saved replies (issue 46) on PGlite and PostgreSQL. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('saved replies', () => {
  it('are hers alone: made, listed by title, edited and deleted; another’s id is not found', async () => {
    const camila = await signedInProfessional(ctx.app, {
      slug: 'camila-respuestas',
      name: 'Camila Respuestas',
    });
    const olga = await signedInProfessional(ctx.app, { slug: 'olga-respuestas', name: 'Olga Respuestas' });
    const made = await camila.agent.post('/api/trainer/saved-replies', {
      title: 'Recordatorio de agua',
      body: 'Hola {nombre}, recuerda tomar 8 vasos de agua al día.',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().reply.id as number;
    await camila.agent.post('/api/trainer/saved-replies', {
      title: 'Agenda',
      body: 'Te espero en el control.',
    });
    const listed = (await camila.agent.get('/api/trainer/saved-replies')).json().replies as {
      title: string;
    }[];
    expect(listed.map((reply) => reply.title)).toEqual(['Agenda', 'Recordatorio de agua']);
    expect((await olga.agent.get('/api/trainer/saved-replies')).json().replies).toEqual([]);
    for (const attempt of [
      olga.agent.put(`/api/trainer/saved-replies/${id}`, { title: 'Mía', body: 'Ahora es mía' }),
      olga.agent.delete(`/api/trainer/saved-replies/${id}`),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.replyNotFound);
    }
    const edited = await camila.agent.put(`/api/trainer/saved-replies/${id}`, {
      title: 'Agua',
      body: 'Hola {nombre}, ¿cómo vas con el agua?',
    });
    expect(edited.json().reply).toMatchObject({ title: 'Agua' });
    expect(fillSavedReply(edited.json().reply.body, 'Josefa')).toBe('Hola Josefa, ¿cómo vas con el agua?');
    const bad = await camila.agent.post('/api/trainer/saved-replies', { title: '', body: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.replyTitleRequired);
    expect((await camila.agent.delete(`/api/trainer/saved-replies/${id}`)).statusCode).toBe(200);
    expect((await camila.agent.get('/api/trainer/saved-replies')).json().replies).toHaveLength(1);
    // Members have none.
    const member = await signedInAgent(ctx.app);
    expect((await member.agent.get('/api/trainer/saved-replies')).statusCode).toBe(403);
  });
});

describe('away reply', () => {
  it('goes once per 12 hours to a member who writes outside her hours, marked automatic, leaving her unread', async () => {
    const camila = await signedInProfessional(ctx.app, { slug: 'camila-ausente', name: 'Camila Ausente' });
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const member = await signedInAgent(ctx.app);
    await admin.agent.post('/api/admin/care-relationships', {
      member_id: member.user.id,
      trainer_id: camila.card.id,
    });
    const thread = (await member.agent.post('/api/conversations', { professional_id: camila.card.id })).json()
      .conversation.id as number;
    const body = 'Hola, estoy fuera de mi horario. Te respondo el lunes a primera hora.';
    const empty = await camila.agent.put('/api/trainer/away-reply', { enabled: true, body: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.awayEmpty);
    const saved = await camila.agent.put('/api/trainer/away-reply', { enabled: true, body });
    expect(saved.json()).toMatchObject({ away_reply: { enabled: true, body }, has_hours: false });
    const write = (text: string) =>
      member.agent.post(`/api/conversations/${thread}/messages`, {
        body: text,
        client_id: crypto.randomUUID(),
      });
    // Without weekly hours there is no "outside her hours".
    await write('¿Estás?');
    expect((await member.agent.get(`/api/conversations/${thread}/messages`)).json().messages).toHaveLength(1);
    // Hours on one minute of one day: every other moment is outside them.
    await ctx.database.db.insert(availabilityRules).values({
      trainerId: camila.card.id,
      weekday: 1,
      startMinute: 0,
      endMinute: 1,
    });
    await write('Hola Camila');
    await write('Otra cosa');
    const messages = (await member.agent.get(`/api/conversations/${thread}/messages`)).json().messages as {
      body: string;
      automatic: boolean;
      mine: boolean;
    }[];
    expect(messages.map((message) => [message.body, message.automatic, message.mine])).toEqual([
      ['¿Estás?', false, true],
      ['Hola Camila', false, true],
      [body, true, false],
      ['Otra cosa', false, true],
    ]);
    // Camila still has the member's three messages to read.
    expect((await camila.agent.get('/api/conversations/unread-count')).json().unread).toBe(3);
    expect((await member.agent.get('/api/trainer/away-reply')).statusCode).toBe(403);
  });
});
