import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, settings, trainers } from '../../../db/schema/index';
import { buildApp } from '../../../app';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { eventually, signedInAgent } from '../../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('settings', () => {
  it('returns every key with its default', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const body = (await admin.agent.get('/api/admin/settings')).json();
    expect(body.settings).toMatchObject({
      platform_name: 'Vitalia',
      appointment_cancellation_hours: 24,
      reminder_lead_hours: [24, 1],
      feedback_prompt_day: 4,
      maintenance_banner: '',
    });
    expect(body.settings.daily_messages.length).toBeGreaterThan(0);
  });

  it('refuses an unknown key or a wrong type with a Spanish 400 and changes nothing', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const before = await ctx.database.db.select().from(settings);
    const cases = [
      await admin.agent.put('/api/admin/settings', { platform_name: 'Nueva', color: 'rojo' }),
      await admin.agent.put('/api/admin/settings', { platform_name: 'Nueva', feedback_prompt_day: 'cuatro' }),
      await admin.agent.put('/api/admin/settings', { feedback_prompt_day: 31 }),
      await admin.agent.put('/api/admin/settings', { contact_email: 'sin-arroba' }),
      await admin.agent.put('/api/admin/settings', { contact_whatsapp: '+56 2 2345 6789' }),
      await admin.agent.put('/api/admin/settings', { reminder_lead_hours: [] }),
      await admin.agent.put('/api/admin/settings', { featured_trainers: [2147483000] }),
      await admin.agent.post('/api/admin/settings', { key: 'color', value: 'rojo' }),
      await admin.agent.post('/api/admin/settings', { key: 'appointment_cancellation_hours', value: -1 }),
      await admin.agent.delete('/api/admin/settings?key=color'),
    ];
    for (const response of cases) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/[a-záéíóúñ]/i);
    }
    expect(cases[0]?.json().message).toBe('Esa configuración no existe.');
    expect(JSON.stringify(cases[0]?.json().errors)).toContain('Esa configuración no existe.');
    expect(cases[7]?.json().errors.key).toBe('Esa configuración no existe.');
    expect(cases[8]?.json().errors.value).toBe('Mínimo 0 horas');
    expect(await ctx.database.db.select().from(settings)).toEqual(before);
    expect((await admin.agent.get('/api/admin/settings')).json().settings.platform_name).toBe('Vitalia');
  });

  it('the practice\'s WhatsApp is stored as +569XXXXXXXX and reaches "Contáctanos"; empty hides it', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const visitor = new TestAgent(ctx.app);
    expect((await visitor.get('/api/settings/public')).json().contact_whatsapp).toBe('');
    const saved = await admin.agent.put('/api/admin/settings', { contact_whatsapp: '9 8765 4321' });
    expect(saved.statusCode, saved.body).toBe(200);
    await eventually(
      async () => (await visitor.get('/api/settings/public')).json().contact_whatsapp === '+56987654321',
      'the WhatsApp in the public settings',
    );
    expect((await admin.agent.put('/api/admin/settings', { contact_whatsapp: '' })).statusCode).toBe(200);
    await eventually(
      async () => (await visitor.get('/api/settings/public')).json().contact_whatsapp === '',
      'the WhatsApp removed',
    );
  });

  it('the receipts’ issuer: a wrong RUT is refused under its field; a good one is stored as Chileans write it', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const issuer = {
      legal_name: 'Nutrición Integral Limitada',
      rut: '765432103',
      business_line: 'Consultas de nutrición',
      address: 'Los Leones 123, Providencia',
    };
    const wrong = await admin.agent.put('/api/admin/settings', {
      billing_issuer: { ...issuer, rut: '76.543.210-4' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      'billing_issuer.rut': 'RUT inválido: revisa el número y el dígito verificador',
    });
    const saved = await admin.agent.put('/api/admin/settings', { billing_issuer: issuer });
    expect(saved.statusCode, saved.body).toBe(200);
    await eventually(
      async () =>
        (await admin.agent.get('/api/admin/settings')).json().settings.billing_issuer.rut === '76.543.210-3',
      'the issuer stored',
    );
  });

  it('a change is seen at once by another instance, audited, and DELETE restores the default', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const second = await buildApp({ config: ctx.config, database: ctx.database });
    await second.ready();
    try {
      const visitor = new TestAgent(second);
      expect((await visitor.get('/api/settings/public')).json().maintenance_banner).toBe('');
      const saved = await admin.agent.put('/api/admin/settings', {
        maintenance_banner: 'Mantención el sábado de 22:00 a 23:00',
        feedback_prompt_day: 10,
      });
      expect(saved.statusCode).toBe(200);
      await eventually(
        async () => (await visitor.get('/api/settings/public')).json().maintenance_banner !== '',
        'the other instance to hear of the change',
      );
      expect((await visitor.get('/api/settings/public')).json()).toMatchObject({
        maintenance_banner: 'Mantención el sábado de 22:00 a 23:00',
        feedback_prompt_day: 10,
      });

      const posted = await admin.agent.post('/api/admin/settings', {
        key: 'appointment_cancellation_hours',
        value: 12,
      });
      expect(posted.statusCode).toBe(201);
      await eventually(
        async () => (await second.settings.get('appointment_cancellation_hours')) === 12,
        'POST',
      );

      const reset = await admin.agent.delete('/api/admin/settings?key=maintenance_banner');
      expect(reset.json().settings.maintenance_banner).toBe('');
      await eventually(
        async () => (await visitor.get('/api/settings/public')).json().maintenance_banner === '',
        'DELETE',
      );

      const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'));
      expect(entries.map((entry) => `${entry.action}:${entry.entityId}`)).toEqual(
        expect.arrayContaining([
          'settings.update:maintenance_banner',
          'settings.update:feedback_prompt_day',
          'settings.update:appointment_cancellation_hours',
          'settings.reset:maintenance_banner',
        ]),
      );
      const banner = entries.find(
        (entry) => entry.action === 'settings.update' && entry.entityId === 'maintenance_banner',
      );
      expect(banner).toMatchObject({ before: { maintenance_banner: '' }, actorId: admin.user.id });
    } finally {
      await second.close();
    }
  });

  it('edits, reorders and deletes the daily messages, and picks the featured trainers', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const list = [
      { message: 'Segundo primero', author: null, is_active: true },
      { message: 'Uno nuevo', author: 'Equipo Vitalia', is_active: true },
      { message: 'Pausado', author: null, is_active: false },
    ];
    await admin.agent.put('/api/admin/settings', { daily_messages: list });
    expect((await admin.agent.get('/api/admin/settings')).json().settings.daily_messages).toEqual(list);
    const member = await signedInAgent(ctx.app);
    const shown = (await member.agent.get('/api/daily-messages')).json();
    expect(JSON.stringify(shown)).not.toContain('Pausado');
    expect(JSON.stringify(shown)).toContain('Uno nuevo');

    const [first] = await ctx.database.db.select().from(trainers).limit(1);
    await admin.agent.put('/api/admin/settings', { featured_trainers: first ? [first.id] : [] });
    const featured = await ctx.database.db.select().from(trainers).where(eq(trainers.isFeatured, true));
    expect(featured.map((row) => row.id)).toEqual(first ? [first.id] : []);
  });

  it('settings are for admins only; the public view is for everyone', async () => {
    const member = await signedInAgent(ctx.app);
    expect((await member.agent.get('/api/admin/settings')).statusCode).toBe(403);
    expect((await member.agent.put('/api/admin/settings', { platform_name: 'X' })).statusCode).toBe(403);
    expect((await new TestAgent(ctx.app).get('/api/settings/public')).statusCode).toBe(200);
  });
});
