import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { santiagoDay } from '@vitalia/shared/dates';
import { JOURNAL_MESSAGES } from '@vitalia/shared/messages/journal';
import { ONBOARDING_MESSAGES } from '@vitalia/shared/messages/onboarding';
import { PROGRESS_MESSAGES } from '@vitalia/shared/messages/progress';
import { HEALTH_CONSENT, HEALTH_DATA_USES } from '@vitalia/shared/onboarding-rules';
import {
  clinicalMeasurements,
  clinicalRecords,
  healthConsents,
  journalEntries,
  memberMeasurements,
  progressPhotos,
} from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import {
  consentingMember,
  inCare,
  multipartImage,
  signedInAgent,
  signedInProfessional,
} from '../../../../test/factories';

/** The health consent's purposes (issue 47, ADR 0088) on PGlite and PostgreSQL. */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let admin: Agent;
let camila: Awaited<ReturnType<typeof signedInProfessional>>;

const meal = () => ({
  client_id: randomUUID(),
  meal: 'almuerzo',
  eaten_at: new Date(Date.now() - 30 * 60_000).toISOString(),
  description: 'Porotos con riendas',
  hunger_before: 7,
  hunger_after: 4,
  emotion: 'tranquilidad',
});
const measurement = () => ({
  client_id: randomUUID(),
  taken_at: new Date(Date.now() - 86_400_000).toISOString(),
  weight_kg: 70.4,
});
const photo = (who: Agent, data: Buffer) =>
  who.agent.request({
    method: 'POST',
    url: `/api/progress/photos?${new URLSearchParams({ pose: 'frente', taken_on: santiagoDay(new Date()), client_id: randomUUID() }).toString()}`,
    ...multipartImage('photo', 'IMG_0001.JPG', 'image/jpeg', data),
  });
const jpeg = () =>
  sharp({ create: { width: 400, height: 600, channels: 3, background: { r: 90, g: 140, b: 90 } } })
    .jpeg()
    .toBuffer();

const rowsOf = async (userId: number) => {
  const db = ctx.database.db;
  const [journal, measurements, photos] = await Promise.all([
    db.select().from(journalEntries).where(eq(journalEntries.memberId, userId)),
    db.select().from(memberMeasurements).where(eq(memberMeasurements.memberId, userId)),
    db.select().from(progressPhotos).where(eq(progressPhotos.memberId, userId)),
  ]);
  return { journal, measurements, photos };
};

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signedInAgent(ctx.app, { isAdmin: true });
  camila = await signedInProfessional(ctx.app, { slug: 'camila-consent', name: 'Camila Consent' });
});
afterAll(() => ctx.close());

describe('a consent keeps only what its text named', () => {
  it('an earlier text (the intake only) keeps no journal or measurement until she accepts today’s', async () => {
    const rocio = await signedInAgent(ctx.app);
    // A consent given under v2, before the journal existed: the record says it named the intake only.
    await ctx.database.db.insert(healthConsents).values({
      userId: rocio.user.id,
      purpose: 'intake',
      textVersion: '2026-11-v2',
      givenVia: 'intake_form',
    });
    const intake = (await rocio.agent.get('/api/users/me/intake')).json();
    expect(intake.consent_active).toBe(true);
    expect(intake.consent_missing).toEqual(['check_ins', 'journal', 'progress', 'meal_plans']);
    expect(intake.consents[0].uses).toEqual(['intake']);

    const refusedMeal = await rocio.agent.post('/api/journal/entries', meal());
    expect([refusedMeal.statusCode, refusedMeal.json().message]).toEqual([
      403,
      JOURNAL_MESSAGES.needsConsent,
    ]);
    const refusedWeight = await rocio.agent.post('/api/progress/measurements', measurement());
    expect([refusedWeight.statusCode, refusedWeight.json().message]).toEqual([
      403,
      PROGRESS_MESSAGES.needsConsent,
    ]);
    expect(await rowsOf(rocio.user.id)).toMatchObject({ journal: [], measurements: [] });

    // "Aceptar el consentimiento actualizado": the old record ends as a renewal, not a withdrawal.
    const accepted = await rocio.agent.put('/api/users/me/intake/consent');
    expect([accepted.statusCode, accepted.json().message]).toEqual([
      200,
      ONBOARDING_MESSAGES.consentAccepted,
    ]);
    // A second press (two tabs) changes nothing.
    expect((await rocio.agent.put('/api/users/me/intake/consent')).statusCode).toBe(200);
    const after = (await rocio.agent.get('/api/users/me/intake')).json();
    expect(after.consent_missing).toEqual([]);
    expect(
      after.consents.map((consent: { version: string; withdrawn_via: string | null; uses: string[] }) => [
        consent.version,
        consent.withdrawn_via,
        consent.uses.length,
      ]),
    ).toEqual([
      ['2026-11-v2', 'renewal', 1],
      [HEALTH_CONSENT.version, null, HEALTH_DATA_USES.length],
    ]);
    expect((await rocio.agent.post('/api/journal/entries', meal())).statusCode).toBe(201);
    expect((await rocio.agent.post('/api/progress/measurements', measurement())).statusCode).toBe(201);
  });

  it('a withdrawal erases her journal, photos and own measurements; a professional’s measurement stays', async () => {
    const josefa = await consentingMember(ctx.app);
    await inCare(admin, josefa, camila);
    expect((await josefa.agent.post('/api/journal/entries', meal())).statusCode).toBe(201);
    expect((await josefa.agent.post('/api/progress/measurements', measurement())).statusCode).toBe(201);
    const uploaded = await photo(josefa, await jpeg());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const inConsultation = await camila.agent.post(`/api/trainer/clients/${josefa.user.id}/measurements`, {
      taken_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      weight_kg: 72.9,
    });
    expect(inConsultation.statusCode, inConsultation.body).toBe(201);
    const before = await rowsOf(josefa.user.id);
    expect([before.journal.length, before.measurements.length, before.photos.length]).toEqual([1, 1, 1]);
    const photoKey = before.photos[0]?.storageKey ?? '';
    expect(await ctx.app.storage.stat(photoKey)).not.toBeNull();

    const withdrawn = await josefa.agent.delete('/api/users/me/intake/consent');
    expect([withdrawn.statusCode, withdrawn.json().message]).toEqual([
      200,
      ONBOARDING_MESSAGES.consentWithdrawn,
    ]);
    expect(await rowsOf(josefa.user.id)).toEqual({ journal: [], measurements: [], photos: [] });
    expect(await ctx.app.storage.stat(photoKey)).toBeNull();
    // The clinical record (Ley 20.584, ADR 0073) keeps what Camila took in consultation.
    const clinical = await ctx.database.db
      .select({ id: clinicalMeasurements.id })
      .from(clinicalMeasurements)
      .innerJoin(clinicalRecords, eq(clinicalRecords.id, clinicalMeasurements.recordId))
      .where(eq(clinicalRecords.memberId, josefa.user.id));
    expect(clinical).toHaveLength(1);
    // Nothing new is kept until she consents again.
    expect((await josefa.agent.post('/api/journal/entries', meal())).statusCode).toBe(403);
    const active = await ctx.database.db
      .select()
      .from(healthConsents)
      .where(and(eq(healthConsents.userId, josefa.user.id), isNull(healthConsents.withdrawnAt)));
    expect(active).toEqual([]);
  });

  it('another member’s withdrawal touches nothing of hers', async () => {
    const marta = await consentingMember(ctx.app);
    const other = await consentingMember(ctx.app);
    expect((await marta.agent.post('/api/journal/entries', meal())).statusCode).toBe(201);
    expect((await other.agent.delete('/api/users/me/intake/consent')).statusCode).toBe(200);
    expect((await rowsOf(marta.user.id)).journal).toHaveLength(1);
  });
});
