import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, trainers } from '../../../db/schema/index';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { multipartImage, signedInAgent } from '../../../../test/factories';
import { TRAINER_MEDIA_MESSAGES } from '@vitalia/shared/messages/admin';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function newTrainer(values: Partial<typeof trainers.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(trainers)
    .values({
      slug: `t-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      name: 'Paula Méndez',
      specialization: 'Nutricionista',
      experienceYears: 6,
      profileImage: '/images/trainers/paula.svg',
      isFeatured: true,
      ...values,
    })
    .returning({ id: trainers.id });
  if (!row) throw new Error('trainer not inserted');
  return row.id;
}

const photo = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();

const publicCard = async (id: number) =>
  (await new TestAgent(ctx.app).get('/api/trainers'))
    .json()
    .trainers.find((t: { id: number }) => t.id === id);

describe('trainer photo (admin)', () => {
  it('an uploaded photo replaces the illustration on the public team as a 336 px WebP; removing it brings the illustration back', async () => {
    const id = await newTrainer();
    const { agent } = await signedInAgent(ctx.app, { isAdmin: true });
    expect((await publicCard(id)).profile_image).toBe('/images/trainers/paula.svg');

    const upload = await agent.request({
      method: 'POST',
      url: `/api/admin/trainers/${id}/photo`,
      ...multipartImage('photo', 'paula.jpg', 'image/jpeg', await photo()),
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({
      message: 'Foto actualizada.',
      trainer: { has_uploaded_photo: true },
    });
    const address = (await publicCard(id)).profile_image as string;
    expect(address).toMatch(new RegExp(`^/api/trainers/${id}/photo\\?v=[a-f0-9]{12}$`));

    const served = await new TestAgent(ctx.app).get(address);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 336, 336]);

    // A second upload is a new address (the old one is not served stale from a cache) and the old file goes.
    const [first] = await ctx.database.db.select().from(trainers).where(eq(trainers.id, id));
    await agent.request({
      method: 'POST',
      url: `/api/admin/trainers/${id}/photo`,
      ...multipartImage('photo', 'otra.jpg', 'image/jpeg', await photo(600, 900)),
    });
    expect((await publicCard(id)).profile_image).not.toBe(address);
    expect(await ctx.app.storage.stat(first?.photoPath ?? '')).toBeNull();

    const removed = await agent.delete(`/api/admin/trainers/${id}/photo`);
    expect(removed.json().message).toBe('Se quitó la foto: el equipo muestra su ilustración.');
    expect((await publicCard(id)).profile_image).toBe('/images/trainers/paula.svg');
    expect((await new TestAgent(ctx.app).get(`/api/trainers/${id}/photo`)).statusCode).toBe(404);

    const audited = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'trainer'), eq(auditLog.entityId, String(id))));
    expect(audited.map((row) => row.action).sort()).toEqual([
      'trainer.photo',
      'trainer.photo',
      'trainer.photo-remove',
    ]);
  });

  it('refuses a file that is not an image and keeps the photo; a member or a visitor cannot upload at all', async () => {
    const id = await newTrainer();
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const fake = await admin.agent.request({
      method: 'POST',
      url: `/api/admin/trainers/${id}/photo`,
      ...multipartImage('photo', 'foto.jpg', 'image/jpeg', Buffer.from('no soy una imagen')),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('La imagen debe ser JPEG, PNG o WebP.');
    const missing = await admin.agent.request({
      method: 'POST',
      url: '/api/admin/trainers/999999/photo',
      ...multipartImage('photo', 'paula.jpg', 'image/jpeg', await photo()),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Ese profesional no existe.');

    const member = await signedInAgent(ctx.app);
    const upload = () => multipartImage('photo', 'paula.jpg', 'image/jpeg', Buffer.from('x'));
    expect(
      (await member.agent.request({ method: 'POST', url: `/api/admin/trainers/${id}/photo`, ...upload() }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await new TestAgent(ctx.app).request({
          method: 'POST',
          url: `/api/admin/trainers/${id}/photo`,
          ...upload(),
        })
      ).statusCode,
    ).toBe(401);
    const [row] = await ctx.database.db.select().from(trainers).where(eq(trainers.id, id));
    expect(row?.photoPath).toBeNull();
  });
});

describe('trainer photo races', () => {
  it('two uploads at once leave exactly one photo in storage, the one the row points to', async () => {
    const id = await newTrainer();
    const { agent } = await signedInAgent(ctx.app, { isAdmin: true });
    const upload = async () =>
      agent.request({
        method: 'POST',
        url: `/api/admin/trainers/${id}/photo`,
        ...multipartImage('photo', 'paula.jpg', 'image/jpeg', await photo()),
      });
    const answers = await Promise.all([upload(), upload()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);

    const [row] = await ctx.database.db.select().from(trainers).where(eq(trainers.id, id));
    const folder = path.join(ctx.config.DATA_DIR, 'files', 'trainers');
    const stored = fs.readdirSync(folder).map((file) => `trainers/${file}`);
    const uploadedKeys = answers.map((answer) => answer.json().trainer.photo_url as string);
    // Both answers name a key; only the row's survives on disk, the displaced one is gone.
    expect(row?.photoPath).toBeTruthy();
    expect(stored).toContain(row?.photoPath);
    expect(stored.filter((key) => uploadedKeys.some((url) => url.includes(key.slice(9, 21))))).toEqual([
      row?.photoPath,
    ]);
  });
});

describe('card: presentation video and registry number (admin)', () => {
  it('a pasted YouTube link is stored as its embed address and shows "Ver presentación"; empty removes it', async () => {
    const id = await newTrainer();
    const { agent } = await signedInAgent(ctx.app, { isAdmin: true });
    const saved = await agent.put(`/api/admin/trainers/${id}`, {
      intro_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      registry_number: '552310',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Datos del profesional guardados.');
    expect(await publicCard(id)).toMatchObject({
      intro_video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      registry_number: '552310',
    });

    // Absent keeps the registry number; empty video removes the video.
    await agent.put(`/api/admin/trainers/${id}`, { intro_video_url: '' });
    expect(await publicCard(id)).toMatchObject({ intro_video_url: null, registry_number: '552310' });

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trainer.update'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id)
      .limit(1);
    expect(entry?.after).toEqual({
      introVideoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      registryNumber: '552310',
    });
  });

  it('refuses a playlist or a registry number with letters in Spanish and changes nothing; a stored placeholder is not offered', async () => {
    const id = await newTrainer({
      introVideoUrl: 'https://www.youtube-nocookie.com/embed/videoseries?list=PLvitalia-camila',
      registryNumber: '100200',
    });
    expect((await publicCard(id)).intro_video_url).toBeNull();
    const { agent } = await signedInAgent(ctx.app, { isAdmin: true });
    const bad = await agent.put(`/api/admin/trainers/${id}`, {
      intro_video_url: 'https://www.youtube.com/playlist?list=PL123',
      registry_number: 'N-12',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      intro_video_url: 'Pega el enlace de un video de YouTube o Vimeo (no una lista ni un canal).',
      registry_number: 'El número de registro de la Superintendencia de Salud tiene solo dígitos',
    });
    const [row] = await ctx.database.db.select().from(trainers).where(eq(trainers.id, id));
    expect([row?.introVideoUrl, row?.registryNumber]).toEqual([
      'https://www.youtube-nocookie.com/embed/videoseries?list=PLvitalia-camila',
      '100200',
    ]);
    const member = await signedInAgent(ctx.app);
    expect((await member.agent.put(`/api/admin/trainers/${id}`, { intro_video_url: '' })).statusCode).toBe(
      403,
    );
  });

  it('links an admin’s or a professional’s account to a card, one card per account, audited; she then sees her practice', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const attending = await signedInAgent(ctx.app, { isAdmin: true });
    const member = await signedInAgent(ctx.app);
    const id = await newTrainer();
    const other = await newTrainer();
    // Before: an admin without a card has no practice.
    expect((await attending.agent.get('/api/trainer/card')).json()).toMatchObject({ card: null });

    const notStaff = await admin.agent.put(`/api/admin/trainers/${id}/account`, { user_id: member.user.id });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().message).toBe(TRAINER_MEDIA_MESSAGES.accountNotStaff);
    const linked = await admin.agent.put(`/api/admin/trainers/${id}/account`, { user_id: attending.user.id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().trainer.account_user_id).toBe(attending.user.id);
    expect(linked.json().message).toBe(TRAINER_MEDIA_MESSAGES.accountLinked);
    expect((await attending.agent.get('/api/trainer/card')).json().card).toMatchObject({ id });
    const twice = await admin.agent.put(`/api/admin/trainers/${other}/account`, {
      user_id: attending.user.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(TRAINER_MEDIA_MESSAGES.accountHasCard);
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trainer.account'), eq(auditLog.entityId, String(id))));
    expect(audited.map((entry) => entry.after)).toEqual([{ user_id: attending.user.id }]);

    expect((await admin.agent.put(`/api/admin/trainers/${id}/account`, { user_id: null })).statusCode).toBe(
      200,
    );
    expect((await attending.agent.get('/api/trainer/card')).json()).toMatchObject({ card: null });
    expect(
      (await member.agent.put(`/api/admin/trainers/${id}/account`, { user_id: member.user.id })).statusCode,
    ).toBe(403);
    expect((await admin.agent.put(`/api/admin/trainers/${id}/account`, { user_id: 'yo' })).statusCode).toBe(
      400,
    );
  });
});
