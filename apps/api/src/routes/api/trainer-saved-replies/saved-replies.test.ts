import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
