import type { PlanType } from '@vitalia/shared/plans';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@vitalia/shared/permissions';
import { hashPassword } from '../src/lib/password';
import { usersRepository } from '../src/plugins/app/users/users-repository';
import { TestAgent } from './helper';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { trainers, videos } from '../src/db/schema/index';

let sequence = 0;
export function uniqueEmail(prefix = 'socia'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${crypto.randomBytes(3).toString('hex')}@example.cl`;
}

export function registrationPayload(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: 'Segura123',
    first_name: 'Ana',
    last_name: 'Pérez',
    phone: '+56912345678',
    ...overrides,
  };
}

/** Creates a user straight in the database (no rate limits, no notifications). */
export async function createUser(
  app: FastifyInstance,
  options: { isAdmin?: boolean; role?: Role; email?: string; password?: string; plan?: PlanType } = {},
) {
  const role: Role = options.role ?? (options.isAdmin ? 'admin' : 'member');
  const email = options.email ?? uniqueEmail(role === 'member' ? 'socia' : 'equipo');
  const password = options.password ?? 'Segura123';
  const user = await usersRepository(app.db).insert({
    email,
    username: `u${crypto.randomBytes(5).toString('hex')}`,
    firstName: 'Prueba',
    lastName: 'Vitalia',
    passwordHash: await hashPassword(password),
    role,
    ...(options.plan ? { planType: options.plan } : {}),
  });
  return { user, email, password };
}

/** A signed-in agent for a fresh user. */
export async function signedInAgent(
  app: FastifyInstance,
  options: { isAdmin?: boolean; role?: Role; plan?: PlanType } = {},
) {
  const created = await createUser(app, options);
  const agent = new TestAgent(app);
  const response = await agent.post('/api/auth/login', { email: created.email, password: created.password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { agent, ...created };
}

/** A signed-in professional with her own team card (what a trainer's own courses and e-books carry). */
export async function signedInProfessional(app: FastifyInstance, card: { slug: string; name: string }) {
  const signedIn = await signedInAgent(app, { role: 'trainer' });
  const [trainer] = await app.db
    .insert(trainers)
    .values({ ...card, specialization: 'Nutrición', experienceYears: 2, userId: signedIn.user.id })
    .returning();
  if (!trainer) throw new Error('trainer card not created');
  return { ...signedIn, card: trainer };
}

/** The intake a member fills in, with the health-data consent (what check-ins, plans and journals need). */
export const CONSENTING_INTAKE = {
  goals: ['mas_energia'],
  meals_per_day: '3',
  activity: 'ligera',
  sleep: '6_7',
  diets: [],
  allergies: '',
  conditions: '',
  consent: true,
} as const;

/** A fresh member who filled in the intake and consented to her health data being used. */
export async function consentingMember(app: FastifyInstance, options: { plan?: PlanType } = {}) {
  const member = await signedInAgent(app, options);
  const response = await member.agent.put('/api/users/me/intake', CONSENTING_INTAKE);
  if (response.statusCode !== 200) throw new Error(`intake refused: ${response.body}`);
  return member;
}

/** An admin puts a member in a professional's care (as a booking would): answers the relationship's id. */
export async function inCare(
  admin: { agent: TestAgent },
  member: { user: { id: number } },
  professional: { card: { id: number } },
): Promise<number> {
  const response = await admin.agent.post('/api/admin/care-relationships', {
    member_id: member.user.id,
    trainer_id: professional.card.id,
  });
  if (![200, 201].includes(response.statusCode)) throw new Error(`care refused: ${response.body}`);
  return (response.json() as { relationship: { id: number } }).relationship.id;
}

/** A broadcast answers 202 and writes its rows right after: wait until they are written. */
export async function broadcastDelivered(
  app: FastifyInstance,
  broadcastId: number,
  ms = 5000,
): Promise<void> {
  const started = Date.now();
  for (;;) {
    const row = (await app.broadcasts.history()).find((entry) => entry.broadcast.id === broadcastId);
    if (row?.broadcast.completedAt) return;
    if (Date.now() - started > ms) throw new Error(`broadcast ${broadcastId} not delivered within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Polls until `probe` holds: what another instance hears through PostgreSQL NOTIFY arrives a moment later. */
export async function eventually(probe: () => Promise<boolean>, what: string, ms = 2000): Promise<void> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A multipart/form-data body with one image in `field`, as a browser's FormData sends it. */
export function multipartImage(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----vitalia${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * One product of the demo catalogue, by kind. Consultation packs come in any quantity; a course or an e-book
 * is bought once and not by a member whose plan opens it, so tests of quantities use a consultation pack.
 */
export async function demoProduct(agent: TestAgent, kind: 'consultation_pack' | 'course' | 'ebook') {
  const product = (await agent.get('/api/products'))
    .json<{ products: Array<{ id: number; kind: string; price: number }> }>()
    .products.find((candidate) => candidate.kind === kind);
  if (!product) throw new Error(`the demo seed sells a ${kind}`);
  return product;
}

/** A draft video with no source yet, made by an admin or a professional through the API (issue 19). */
export async function draftVideo(agent: TestAgent, overrides: Record<string, unknown> = {}) {
  const response = await agent.post('/api/admin/videos', {
    title: 'Pausas activas en la oficina',
    description: 'Cinco minutos para estirar cuello, hombros y espalda.',
    category: 'Actividad física',
    required_plan: 'free',
    status: 'draft',
    embed_url: null,
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`draft video not created: ${response.body}`);
  return response.json<{ video: { id: number; status: string; processing: string } }>().video;
}

/**
 * A draft course with one section, made through an editor's own address (an admin's by default, or
 * `/api/trainer/courses`); answers its id, the section's id and the course as the editor saw it.
 */
export async function draftCourse(
  agent: TestAgent,
  overrides: Record<string, unknown> = {},
  url = '/api/admin/courses',
) {
  const created = await agent.post(url, {
    title: `Curso de prueba ${sequence++}`,
    description: 'Un curso hecho para una prueba.',
    category: 'Nutrición',
    level: 'inicial',
    required_plan: 'free',
    status: 'draft',
    featured: false,
    trainer_id: null,
    price_clp: null,
    ...overrides,
  });
  if (created.statusCode !== 201) throw new Error(`draft course not created: ${created.body}`);
  const course = created.json<{ course: Record<string, unknown> & { id: number } }>().course;
  const section = (await agent.post(`${url}/${course.id}/sections`, { title: 'Inicio' })).json<{
    course: { sections: { id: number }[] };
  }>().course.sections[0];
  if (!section) throw new Error('section not created');
  return { id: course.id, sectionId: section.id, course };
}

/** The fields of a course an editor sends back on PUT, from the course as the editor saw it. */
export const courseInputOf = (course: Record<string, unknown>) => ({
  title: course.title,
  description: course.description,
  category: course.category,
  level: course.level,
  required_plan: course.required_plan,
  status: course.status,
  featured: course.featured,
  trainer_id: course.trainer_id,
  price_clp: course.price_clp,
});

/** A team video with a few stored bytes standing in for its file, published or not, of a given length. */
export async function storedVideo(
  app: FastifyInstance,
  admin: TestAgent,
  options: { status: 'draft' | 'published'; requiredPlan: 'free' | 'premium' | 'prime'; seconds?: number },
) {
  const video = await draftVideo(admin, {
    title: `Video ${options.status} ${options.requiredPlan} ${sequence++}`,
    required_plan: options.requiredPlan,
  });
  const stored = await app.storage.write(
    `video-sources/test-${video.id}.mp4`,
    Readable.from([Buffer.from('bytes standing in for a clip')]),
  );
  await app.db
    .update(videos)
    .set({
      sourcePath: stored.key,
      status: options.status,
      processing: 'ready',
      durationSeconds: options.seconds ?? 0,
    })
    .where(eq(videos.id, video.id));
  return video.id;
}

/** What the storage sniffs as MP4 (an `ftyp` box), then bytes of no importance: an upload's body. */
export function fakeMp4(size: number): Buffer {
  const header = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
  ]);
  return Buffer.concat([header, crypto.randomBytes(size - header.length)]);
}

/** Starts a tus upload of `size` bytes for a video, as the admin's browser does; answers its id and address. */
export async function startedVideoUpload(agent: TestAgent, videoId: number, size: number) {
  const created = await agent.request({
    method: 'POST',
    url: '/api/admin/videos/uploads',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `videoId ${Buffer.from(String(videoId)).toString('base64')}`,
    },
  });
  if (created.statusCode !== 201) throw new Error(`upload not created: ${created.body}`);
  const location = String(created.headers.location);
  return { id: location.split('/').pop() ?? '', location };
}
