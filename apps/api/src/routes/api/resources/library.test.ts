import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, grants, products, resourceDownloads, resources } from '../../../db/schema/index';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { multipartImage, signedInAgent, signedInProfessional } from '../../../../test/factories';
import { renderDemoBook } from '../../../db/seed/demo-pdfs';
import { fillDemoBooks } from '../../../db/seed/demo-files';

let ctx: TestContext;
let pdf: Buffer;
beforeAll(async () => {
  ctx = await buildTestApp();
  const book = await renderDemoBook('guia-plato-saludable', 'Guía de prueba');
  pdf = Buffer.from(book?.bytes ?? []);
  // The seeded catalogue's e-books get their PDFs as on a demo instance's first start.
  await fillDemoBooks(ctx.app);
});
afterAll(() => ctx.close());

const idOf = async (slug: string) => {
  const [row] = await ctx.database.db
    .select({ id: resources.id })
    .from(resources)
    .where(eq(resources.slug, slug));
  if (!row) throw new Error(`no resource ${slug}`);
  return row.id;
};

type Card = { id: number; slug: string; locked: boolean; title: string; cover_url: string | null };
const list = async (agent: TestAgent, query = '') => {
  const response = await agent.get(`/api/resources${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { resources: Card[]; total: number; categories: string[] };
};

async function premiumAgent() {
  const member = await signedInAgent(ctx.app);
  await ctx.app.usersRepository.update(member.user.id, { planType: 'premium' });
  return member;
}

/** Follows an API file link (signed, on disk) the way a browser would: no session needed. */
const open = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: new URL(url, 'http://localhost').pathname + new URL(url, 'http://localhost').search,
    headers,
  });

describe('the e-book library (issue 19)', () => {
  it('the demo e-books are real PDFs written once, whatever runs it again', async () => {
    expect(await fillDemoBooks(ctx.app)).toBe(0);
    const rows = await ctx.database.db.select().from(resources);
    for (const row of rows) {
      expect(row.filePath, row.slug).toMatch(/^resources\/[a-f0-9]+\.pdf$/);
      const stat = await ctx.app.storage.stat(row.filePath ?? '');
      expect(stat?.contentType).toBe('application/pdf');
      expect(row.pages).toBeGreaterThan(1);
    }
  });

  it('lists published e-books for every member, with premium ones locked for a free plan and no file address', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const body = await list(agent);
    expect(body.total).toBeGreaterThanOrEqual(5);
    const locked = body.resources.find((card) => card.slug === 'etiquetado-alto-en');
    const open = body.resources.find((card) => card.slug === 'guia-plato-saludable');
    expect(locked?.locked).toBe(true);
    expect(open?.locked).toBe(false);
    expect(JSON.stringify(body)).not.toMatch(/\/api\/files\//);
    expect(body.categories).toEqual(expect.arrayContaining(['Guías', 'Recetarios']));

    const premium = await premiumAgent();
    const forPremium = await list(premium.agent);
    expect(forPremium.resources.every((card) => !card.locked)).toBe(true);

    expect((await new TestAgent(ctx.app).get('/api/resources')).statusCode).toBe(401);
    // SPEC's other name for the same list.
    expect((await agent.get('/api/biblioteca')).json().total).toBe(body.total);
  });

  it('searches in Spanish without minding accents, case or a typo, and filters by category', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const titles = async (query: string) => (await list(agent, query)).resources.map((card) => card.slug);
    expect(await titles('?q=guia%20del%20plato')).toContain('guia-plato-saludable');
    expect(await titles('?q=GU%C3%8DA')).toContain('guia-plato-saludable');
    expect(await titles('?q=etiquetado')).toEqual(['etiquetado-alto-en']);
    expect(await titles('?q=legunbres')).toContain('recetario-legumbres');
    expect(await titles('?q=zzzzqqq')).toEqual([]);
    const guides = await list(agent, `?category=${encodeURIComponent('Guías')}`);
    expect(guides.resources.length).toBeGreaterThan(0);
    expect(guides.resources.every((card) => card.slug !== 'recetario-legumbres')).toBe(true);

    const tooLong = await agent.get(`/api/resources?q=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('La búsqueda puede tener hasta 100 caracteres.');
    expect((await agent.get('/api/resources?page=0')).statusCode).toBe(400);
    expect((await agent.get('/api/resources?page=1001')).statusCode).toBe(400);
  });

  it('downloads only what her plan or a purchase opens, recorded, through a short-lived link to that one PDF', async () => {
    const free = await signedInAgent(ctx.app);
    const premiumId = await idOf('etiquetado-alto-en');
    const freeId = await idOf('guia-plato-saludable');

    const refused = await free.agent.post(`/api/resources/${premiumId}/download`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Esta sección es parte del plan Premium. Mejora tu plan para acceder.',
    );
    const detail = (await free.agent.get(`/api/resources/${premiumId}`)).json();
    expect(detail).toMatchObject({ read_url: null, resource: { locked: true } });

    const given = await free.agent.post(`/api/resources/${freeId}/download`);
    expect(given.statusCode).toBe(200);
    const link = given.json() as { url: string; filename: string };
    expect(link.filename).toBe('guia-plato-saludable.pdf');
    const file = await open(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="guia-plato-saludable\.pdf"/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A reader asks for byte ranges.
    const range = await open(link.url, { range: 'bytes=0-9' });
    expect([range.statusCode, range.rawPayload.length]).toEqual([206, 10]);
    // The link names its file: pointing it at another key is refused.
    const [premiumRow] = await ctx.database.db.select().from(resources).where(eq(resources.id, premiumId));
    const forged = link.url.replace(/resources\/[a-f0-9]+\.pdf/, premiumRow?.filePath ?? '');
    expect((await open(forged)).statusCode).toBe(403);

    const recorded = await ctx.database.db
      .select()
      .from(resourceDownloads)
      .where(eq(resourceDownloads.userId, free.user.id));
    expect(recorded.map((row) => row.resourceId)).toEqual([freeId]);

    // A purchase (a grant) opens the premium e-book; its refund (revocation) closes it again.
    const [grant] = await ctx.database.db
      .insert(grants)
      .values({ userId: free.user.id, itemKind: 'ebook', itemId: premiumId, source: 'order' })
      .returning();
    expect((await free.agent.post(`/api/resources/${premiumId}/download`)).statusCode).toBe(200);
    expect((await list(free.agent)).resources.find((card) => card.id === premiumId)?.locked).toBe(false);
    await ctx.database.db
      .update(grants)
      .set({ revokedAt: new Date() })
      .where(eq(grants.id, grant?.id ?? 0));
    expect((await free.agent.post(`/api/resources/${premiumId}/download`)).statusCode).toBe(403);

    expect((await new TestAgent(ctx.app).post(`/api/resources/${freeId}/download`)).statusCode).toBe(401);
    expect((await free.agent.post('/api/resources/999999/download')).statusCode).toBe(404);
    expect((await free.agent.post('/api/resources/abc/download')).statusCode).toBe(404);
  });

  it("lists each member her own downloads and nobody else's", async () => {
    const first = await signedInAgent(ctx.app);
    const second = await signedInAgent(ctx.app);
    const id = await idOf('recetario-legumbres');
    await first.agent.post(`/api/resources/${id}/download`);
    await first.agent.post(`/api/resources/${id}/download`);
    const mine = (await first.agent.get('/api/downloads/me')).json();
    expect(mine.downloads).toEqual([
      expect.objectContaining({ resource_id: id, title: 'Recetario de legumbres chilenas', times: 2 }),
    ]);
    const history = (await first.agent.get('/api/downloads/history')).json();
    expect(history).toMatchObject({ total: 2, page: 1 });
    expect((await second.agent.get('/api/downloads/me')).json().downloads).toEqual([]);
    expect((await second.agent.get('/api/downloads/history')).json().total).toBe(0);
    // The card tells her she already downloaded it.
    const card = (await list(first.agent)).resources.find((each) => each.id === id) as unknown as {
      last_downloaded_at: string | null;
    };
    expect(card.last_downloaded_at).not.toBeNull();
  });

  it('reads in the browser through a link given only to who may open it, and remembers her page', async () => {
    const member = await signedInAgent(ctx.app);
    const other = await signedInAgent(ctx.app);
    const id = await idOf('diario-de-habitos');
    const detail = (await member.agent.get(`/api/resources/${id}`)).json();
    expect(detail.read_url).toMatch(/\/api\/files\/resources\/[a-f0-9]+\.pdf\?.*disp=inline/);
    expect((await open(detail.read_url)).headers['content-disposition']).toMatch(/^inline/);

    expect((await member.agent.put(`/api/resources/${id}/progress`, { page: 3 })).statusCode).toBe(200);
    expect((await member.agent.get(`/api/resources/${id}`)).json().resource.last_page).toBe(3);
    expect((await other.agent.get(`/api/resources/${id}`)).json().resource.last_page).toBeNull();

    const tooFar = await member.agent.put(`/api/resources/${id}/progress`, { page: 9999 });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toMatch(/^Este recurso tiene \d+ páginas\.$/);
    expect((await member.agent.put(`/api/resources/${id}/progress`, { page: 0 })).statusCode).toBe(400);
    expect((await member.agent.put(`/api/resources/${id}/progress`, { page: '2' })).statusCode).toBe(200);
    const locked = await idOf('plan-de-entrenamiento');
    expect((await member.agent.put(`/api/resources/${locked}/progress`, { page: 1 })).statusCode).toBe(403);
  });

  it('puts the e-book she left half read on her home once her first steps are done, until she finishes it', async () => {
    const member = await signedInAgent(ctx.app);
    const id = await idOf('recetario-legumbres');
    const pages = (await member.agent.get(`/api/resources/${id}`)).json().resource.pages as number;
    await member.agent.put(`/api/resources/${id}/progress`, { page: 2 });
    const nextStep = async () => (await member.agent.get('/api/users/me/home')).json().next_step;
    // First steps first: the intake still leads.
    expect((await nextStep()).href).toBe('/bienvenida');

    await ctx.app.usersRepository.update(member.user.id, {
      phone: '+56987654321',
      avatarPath: 'avatars/prueba.webp',
    });
    const intake = await member.agent.put('/api/users/me/intake', {
      goals: ['comer_sano'],
      consent: true,
      meals_per_day: '3',
      activity: 'ligera',
      sleep: '6_7',
      diets: [],
      allergies: '',
      conditions: '',
    });
    expect(intake.statusCode, intake.body).toBe(200);
    await member.agent.put('/api/users/me/milestones/tutorial', {});
    // Her first video, then her first appointment, are the last first steps (each records its milestone).
    expect((await nextStep()).href).toBe('/videos');
    await ctx.app.onboardingService.reachMilestone(member.user.id, 'first_video');
    expect((await nextStep()).href).toBe('/agenda');
    await ctx.app.onboardingService.reachMilestone(member.user.id, 'first_appointment');
    expect(await nextStep()).toEqual({
      title: 'Sigue leyendo «Recetario de legumbres chilenas»',
      description: `Vas en la página 2 de ${pages}.`,
      href: `/biblioteca/${id}`,
      cta: 'Seguir leyendo',
    });

    // Finished: nothing to continue, her plan is the next step again.
    await member.agent.put(`/api/resources/${id}/progress`, { page: pages });
    expect((await nextStep()).href).toBe('/membership-plans');
  });
});

describe('what a stored PDF tells (the job after an upload)', () => {
  it('counts its pages and makes a 600×800 cover from its first page; a replaced PDF keeps nothing of the old one', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const created = await admin.agent.post('/api/admin/resources', {
      title: 'Guía con portada',
      description: 'Una guía para probar la portada generada.',
      category: 'Guías',
      required_plan: 'free',
      price_clp: null,
      status: 'draft',
    });
    const id = created.json().resource.id as number;
    await admin.agent.request({
      method: 'POST',
      url: `/api/admin/resources/${id}/file`,
      ...multipartImage('file', 'guia.pdf', 'application/pdf', pdf),
    });
    await ctx.app.jobs.drained('library.pdf-facts', 20_000);
    const [row] = await ctx.database.db.select().from(resources).where(eq(resources.id, id));
    const { PDFDocument } = await import('pdf-lib');
    expect(row?.pages).toBe((await PDFDocument.load(pdf)).getPageCount());
    expect(row?.generatedCoverPath).toMatch(/^resource-covers\/[a-f0-9]+\.webp$/);
    const sharp = (await import('sharp')).default;
    const cover = await ctx.app.storage.read(row?.generatedCoverPath ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of cover) chunks.push(chunk as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 800]);
    // The editor polls the one e-book until the job is done: it now says the pages and shows the cover.
    const detail = (await admin.agent.get(`/api/admin/resources/${id}`)).json();
    expect(detail.resource).toMatchObject({
      id,
      pages: row?.pages,
      has_file: true,
      has_uploaded_cover: false,
    });
    expect(detail.resource.cover_url).toMatch(new RegExp(`^/api/resources/${id}/cover\\?v=`));
    expect((await admin.agent.get('/api/admin/resources/999999')).statusCode).toBe(404);

    // A new PDF: the old cover file goes, and the facts wait for the job to read the new one.
    const second = await renderDemoBook('recetario-legumbres', 'Otro');
    await admin.agent.request({
      method: 'POST',
      url: `/api/admin/resources/${id}/file`,
      ...multipartImage('file', 'otro.pdf', 'application/pdf', Buffer.from(second?.bytes ?? [])),
    });
    expect(await ctx.app.storage.stat(row?.generatedCoverPath ?? '')).toBeNull();
    await ctx.app.jobs.drained('library.pdf-facts', 20_000);
    const [after] = await ctx.database.db.select().from(resources).where(eq(resources.id, id));
    expect(after?.pages).toBe(second?.pages);
    expect(after?.generatedCoverPath).not.toBe(row?.generatedCoverPath);
  });
});

describe('publishing e-books (admin)', () => {
  const input = {
    title: 'Colaciones para la oficina',
    description: 'Ideas rápidas y nutritivas para media mañana y media tarde.',
    category: 'Guías',
    required_plan: 'free',
    price_clp: null,
    status: 'draft',
  };
  const upload = (agent: TestAgent, id: number, data: Buffer, filename = 'colaciones.pdf', field = 'file') =>
    agent.request({
      method: 'POST',
      url: `/api/admin/resources/${id}/file`,
      ...multipartImage(field, filename, 'application/pdf', data),
    });
  const storedPdfs = async () => {
    const keys: string[] = [];
    for await (const file of ctx.app.storage.list('resources/')) keys.push(file.key);
    return keys.length;
  };

  it('creates a draft, refuses to publish it without a PDF, stores the PDF and publishes; members see it then', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const member = await signedInAgent(ctx.app);
    const created = await admin.agent.post('/api/admin/resources', input);
    expect(created.statusCode, created.body).toBe(201);
    const resource = created.json().resource as {
      id: number;
      slug: string;
      status: string;
      has_file: boolean;
    };
    expect(resource).toMatchObject({ slug: 'colaciones-para-la-oficina', status: 'draft', has_file: false });
    // A draft does not exist for members.
    expect((await member.agent.get(`/api/resources/${resource.id}`)).statusCode).toBe(404);
    expect((await member.agent.post(`/api/resources/${resource.id}/download`)).statusCode).toBe(404);
    expect((await list(member.agent, '?q=colaciones')).resources).toEqual([]);

    const early = await admin.agent.put(`/api/admin/resources/${resource.id}`, {
      ...input,
      status: 'published',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Sube el PDF antes de publicar el recurso.');

    const stored = await upload(admin.agent, resource.id, pdf);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({
      message: 'PDF guardado.',
      resource: { has_file: true, file_size: pdf.length },
    });
    const published = await admin.agent.put(`/api/admin/resources/${resource.id}`, {
      ...input,
      status: 'published',
    });
    expect(published.statusCode).toBe(200);
    expect((await list(member.agent, '?q=colaciones')).resources.map((card) => card.id)).toEqual([
      resource.id,
    ]);

    const audit = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'resource'), eq(auditLog.entityId, String(resource.id))));
    expect(audit.map((row) => row.action)).toEqual(['resource.create', 'resource.file', 'resource.update']);
  });

  it('refuses what is not a PDF, an empty file, a file over 50 MB and a wrong field, and keeps nothing', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const { id } = (
      await admin.agent.post('/api/admin/resources', { ...input, title: 'Prueba de archivos' })
    ).json().resource as { id: number };
    const before = await storedPdfs();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(4096, 1)]);
    const renamed = await upload(admin.agent, id, exe, 'recetas.pdf');
    expect([renamed.statusCode, renamed.json().message]).toEqual([
      400,
      'El archivo no es un PDF. Sube un documento PDF.',
    ]);
    const empty = await upload(admin.agent, id, Buffer.alloc(0));
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'El archivo está vacío.']);
    const huge = Buffer.concat([pdf, Buffer.alloc(50 * 1024 * 1024)]);
    const tooLarge = await upload(admin.agent, id, huge);
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([
      413,
      'El PDF supera los 50 MB. Comprime el archivo o divídelo en partes.',
    ]);
    const traversal = await upload(admin.agent, id, pdf, '../../etc/passwd.pdf');
    expect(traversal.statusCode).toBe(200);
    expect(traversal.json().resource.has_file).toBe(true);
    const wrongField = await upload(admin.agent, id, pdf, 'x.pdf', 'archivo');
    expect([wrongField.statusCode, wrongField.json().message]).toEqual([400, 'Adjunta el PDF del recurso.']);
    const notMultipart = await admin.agent.request({
      method: 'POST',
      url: `/api/admin/resources/${id}/file`,
      payload: pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(notMultipart.statusCode).toBe(415);
    // Only the one good PDF (its name was ignored: keys are random) was kept.
    expect(await storedPdfs()).toBe(before + 1);
  });

  it('two admins saving the same title at once both get a draft, each with its own address', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        admin.agent.post('/api/admin/resources', { ...input, title: 'Guía gemela' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const slugs = answers.map((answer) => answer.json().resource.slug as string).sort();
    expect(slugs).toEqual(['guia-gemela', 'guia-gemela-2', 'guia-gemela-3', 'guia-gemela-4']);
  });

  it('sells an e-book on its own when it has a price, and stops when the price is taken away', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const { id } = (
      await admin.agent.post('/api/admin/resources', {
        ...input,
        title: 'Recetario premium',
        required_plan: 'premium',
        price_clp: 4990,
      })
    ).json().resource as { id: number };
    const onSale = await ctx.database.db.select().from(products).where(eq(products.resourceId, id));
    expect(onSale).toEqual([expect.objectContaining({ kind: 'ebook', priceClp: 4990, isActive: true })]);
    const edited = await admin.agent.put(`/api/admin/resources/${id}`, {
      ...input,
      title: 'Recetario premium',
      required_plan: 'premium',
      price_clp: null,
    });
    expect(edited.json().resource.price_clp).toBeNull();
    const after = await ctx.database.db.select().from(products).where(eq(products.resourceId, id));
    expect(after).toEqual([expect.objectContaining({ isActive: false })]);
  });

  it('answers bad input in Spanish and changes nothing; members may not publish', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const count = async () => (await ctx.database.db.select().from(resources)).length;
    const before = await count();
    const empty = await admin.agent.post('/api/admin/resources', { ...input, title: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.title).toBe('Escribe el título del recurso.');
    const cheap = await admin.agent.post('/api/admin/resources', { ...input, price_clp: 10 });
    expect(cheap.json().errors.price_clp).toBe(
      'El precio debe estar entre $990 y $1.000.000, en pesos enteros.',
    );
    const hidden = await admin.agent.post('/api/admin/resources', { ...input, title: 'Guía \u202Eoculta' });
    expect(hidden.statusCode).toBe(400);
    expect(await count()).toBe(before);

    const member = await signedInAgent(ctx.app);
    expect((await member.agent.post('/api/admin/resources', input)).statusCode).toBe(403);
    expect((await member.agent.get('/api/admin/resources')).statusCode).toBe(403);
    expect(
      (await admin.agent.get('/api/admin/resources?status=draft')).json().resources.length,
    ).toBeGreaterThan(0);
  });

  it('an uploaded cover is served re-encoded; removing it goes back to the generated one', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const id = await idOf('guia-plato-saludable');
    const sharp = (await import('sharp')).default;
    const image = await sharp({ create: { width: 500, height: 700, channels: 3, background: '#2f855a' } })
      .png()
      .toBuffer();
    const saved = await admin.agent.request({
      method: 'POST',
      url: `/api/admin/resources/${id}/cover`,
      ...multipartImage('cover', 'portada.png', 'image/png', image),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const url = saved.json().resource.cover_url as string;
    const member = await signedInAgent(ctx.app);
    const served = await member.agent.get(url);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([600, 800]);
    const removed = await admin.agent.delete(`/api/admin/resources/${id}/cover`);
    expect(removed.json().resource.has_uploaded_cover).toBe(false);
  });
});

describe('a professional’s own e-books (issue 19)', () => {
  it('she creates, uploads and publishes only her own, always under her own card; anyone else’s is a 404', async () => {
    const { agent: trainer, card } = await signedInProfessional(ctx.app, {
      slug: 'prof-ebooks',
      name: 'Profesional E-books',
    });

    const created = await trainer.post('/api/trainer/resources', {
      title: 'Colaciones para la oficina',
      description: 'Ideas de colaciones saludables para la jornada laboral.',
      category: 'Guías',
      required_plan: 'free',
      price_clp: null,
      status: 'draft',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().resource.id as number;
    const [row] = await ctx.database.db.select().from(resources).where(eq(resources.id, id));
    expect(row?.trainerId).toBe(card?.id);
    // Her draft opens for her (its cover in her editor), and for no member.
    const someone = await signedInAgent(ctx.app);
    expect((await trainer.get(`/api/resources/${id}`)).statusCode).toBe(200);
    expect((await someone.agent.get(`/api/resources/${id}`)).statusCode).toBe(404);

    const upload = await trainer.request({
      method: 'POST',
      url: `/api/trainer/resources/${id}/file`,
      ...multipartImage('file', 'colaciones.pdf', 'application/pdf', pdf),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const published = await trainer.put(`/api/trainer/resources/${id}`, {
      title: 'Colaciones para la oficina',
      description: 'Ideas de colaciones saludables para la jornada laboral.',
      category: 'Guías',
      required_plan: 'free',
      price_clp: null,
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    const mine = (await trainer.get('/api/trainer/resources')).json() as { resources: { id: number }[] };
    expect(mine.resources.map((resource) => resource.id)).toEqual([id]);
    // Members find it in the library like any other.
    const member = await signedInAgent(ctx.app);
    expect((await list(member.agent, '?q=colaciones')).resources.map((card) => card.id)).toContain(id);

    // The team's e-books and other professionals' are not hers: the same 404 as a missing one, body unread.
    const teams = await idOf('guia-plato-saludable');
    expect((await trainer.get(`/api/trainer/resources/${teams}`)).statusCode).toBe(404);
    const overwrite = await trainer.request({
      method: 'POST',
      url: `/api/trainer/resources/${teams}/file`,
      ...multipartImage('file', 'otro.pdf', 'application/pdf', pdf),
    });
    expect(overwrite.statusCode).toBe(404);
    expect((await trainer.delete(`/api/trainer/resources/${teams}/cover`)).statusCode).toBe(404);
    const renamed = await trainer.put(`/api/trainer/resources/${teams}`, {
      title: 'Robado',
      description: 'No debería cambiar nada de esta guía.',
      category: 'Guías',
      required_plan: 'free',
      price_clp: null,
      status: 'published',
    });
    expect(renamed.statusCode).toBe(404);
    const [untouched] = await ctx.database.db.select().from(resources).where(eq(resources.id, teams));
    expect(untouched?.title).not.toBe('Robado');

    // Admin tools stay admin-only, and a member has no professional tools.
    expect((await trainer.get('/api/admin/resources')).statusCode).toBe(403);
    expect((await member.agent.get('/api/trainer/resources')).statusCode).toBe(403);
    // The admin sees her e-book among all of them.
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const all = (await admin.agent.get('/api/admin/resources?q=colaciones')).json() as {
      resources: { id: number }[];
    };
    expect(all.resources.map((resource) => resource.id)).toContain(id);
  });
});
