/**
 * Issue 47's nutrition budgets on the shipped configuration (production build, PostgreSQL): a week's totals
 * (7 days × 5 meals × 3 alternatives) as the plan editor's preview computes them, the week's one-page PDF, and
 * an 8 MB phone photo re-encoded. Each is one person's action, so each is timed one request at a time
 * (p50 and p99 of many), not under concurrent load.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { santiagoDay } from '@vitalia/shared/dates';
import pg from 'pg';
import { HttpClient, type ServerProcess } from '../test-support/server-process';

type Report = (metric: string, value: string, budget?: string, ok?: boolean) => void;

type Account = { email: string; password: string };
const MEALS = ['desayuno', 'colacion', 'almuerzo', 'once', 'cena'] as const;
const FOOD_QUERIES = ['avena', 'leche', 'manzana', 'arroz', 'porotos', 'palta', 'pollo', 'tomate', 'huevo'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Times `run` `rounds` times after `warmup` untimed runs; answers p50 and p99 in whole ms. */
async function timed(rounds: number, warmup: number, run: () => Promise<void>) {
  for (let i = 0; i < warmup; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: Math.round(percentile(times, 50)), p99: Math.round(percentile(times, 99)) };
}

/** Seven full days: each meal three alternatives of three foods, the first of which counts. */
function fullWeek(foods: number[]) {
  const pick = (n: number) => foods[n % foods.length] ?? 0;
  return Array.from({ length: 7 }, (_, day) => ({
    day: day + 1,
    meals: MEALS.map((meal, m) => ({
      meal,
      options: Array.from({ length: 3 }, (_, o) =>
        Array.from({ length: 3 }, (_, f) => ({ food_id: pick(day + m * 3 + o * 2 + f), grams: 40 + 20 * f })),
      ),
    })),
  }));
}

/** A phone's photo of about 8 MB: 12 megapixels of fine detail (noise compresses as badly as leaves do). */
async function phonePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 47;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = 60 + ((seed >> 16) % 140);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15' } })
    .jpeg({ quality: 93 })
    .toBuffer();
}

/**
 * A professional (the bench's admin with a team card, as the practice bench makes her) and a client of hers on
 * Prime who consented: registered, granted and put in care through the API, as an admin would.
 */
async function professionalAndClient(target: ServerProcess & { databaseUrl?: string }, account: Account) {
  const db = new pg.Client({ connectionString: target.databaseUrl });
  await db.connect();
  const card = await db.query<{ id: number }>(
    `insert into trainers (slug, name, specialization, experience_years, user_id)
     select 'bench-nutricion', 'Bench Nutrición', 'Nutrición', 5, id from users where email = $1
     on conflict (slug) do update set name = excluded.name returning id`,
    [account.email],
  );
  await db.end();
  const professional = new HttpClient(target.url);
  await professional.signIn(account.email, account.password);
  const member = new HttpClient(target.url);
  const email = `plan.${randomUUID().slice(0, 8)}@bench.cl`;
  const password = 'Bench2026!plan';
  const registered = await member.request('POST', '/api/auth/register', {
    email,
    password,
    first_name: 'Josefa',
    last_name: 'Bench',
    phone: '+56987654321',
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`);
  await member.signIn(email, password);
  const me = (await member.request('GET', '/api/auth/me')).json() as { user: { id: number } };
  const memberId = me.user.id;
  const steps = [
    await member.request('PUT', '/api/users/me/intake', { goals: ['comer_sano'], consent: true }),
    await professional.request('POST', '/api/admin/memberships/grant', {
      user_id: memberId,
      plan_type: 'prime',
      months: 1,
      reason: 'Prueba de carga',
    }),
    await professional.request('POST', '/api/admin/care-relationships', {
      member_id: memberId,
      trainer_id: card.rows[0]?.id,
    }),
  ];
  for (const step of steps) if (step.status >= 300) throw new Error(`setup: ${step.status} ${step.text}`);
  return { professional, member, memberId };
}

export async function benchNutrition(
  target: ServerProcess & { databaseUrl?: string },
  account: Account,
  report: Report,
) {
  if (!target.databaseUrl) return undefined;
  const {
    professional: camila,
    member: josefa,
    memberId: josefaId,
  } = await professionalAndClient(target, account);
  const foods: number[] = [];
  for (const q of FOOD_QUERIES) {
    const found = (await camila.request('GET', `/api/foods?q=${q}`)).json() as { foods: { id: number }[] };
    foods.push(...found.foods.slice(0, 2).map((food) => food.id));
  }
  if (foods.length < 9) throw new Error('the foods table has fewer foods than a week needs');
  const days = fullWeek(foods);
  const body = { member_id: josefaId, targets: { energy_kcal: 1800, protein_g_per_kg: 1.2 }, days };
  const totals = await timed(100, 10, async () => {
    const answer = await camila.request('POST', '/api/trainer/meal-plans/preview', body);
    if (answer.status !== 200) throw new Error(`preview: ${answer.status} ${answer.text}`);
  });
  report(
    "A week's totals (7 × 5 meals × 3 alternatives), editor preview p99",
    `${totals.p99} ms (p50 ${totals.p50} ms)`,
    '< 20 ms',
    totals.p99 < 20,
  );

  const made = await camila.request('POST', `/api/trainer/clients/${josefaId}/meal-plans`, {
    client_id: randomUUID(),
    title: 'Semana de la prueba de carga',
    status: 'published',
    targets: body.targets,
    days,
  });
  const planId = (made.json() as { plan?: { id: number } }).plan?.id;
  if (!planId) throw new Error(`plan: ${made.status} ${made.text}`);
  const pdf = await timed(20, 3, async () => {
    const answer = await josefa.request('GET', `/api/meal-plans/${planId}/pdf`);
    if (answer.status !== 200) throw new Error(`pdf: ${answer.status} ${answer.text.slice(0, 200)}`);
  });
  report("The week's one-page PDF p99", `${pdf.p99} ms (p50 ${pdf.p50} ms)`, '< 500 ms', pdf.p99 < 500);

  const photo = await phonePhoto();
  const megabytes = Math.round((photo.length / 1024 / 1024) * 10) / 10;
  const upload = await timed(5, 1, async () => {
    const query = new URLSearchParams({
      pose: 'frente',
      taken_on: santiagoDay(new Date()),
      client_id: randomUUID(),
    });
    const boundary = `----bench${randomUUID()}`;
    const multipart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="IMG_4700.JPG"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await fetch(`${target.url}/api/progress/photos?${query.toString()}`, {
      method: 'POST',
      headers: {
        cookie: josefa.cookieHeader(),
        'x-csrf-token': josefa.cookie('csrf_token') ?? '',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: multipart,
    });
    if (answer.status !== 201) throw new Error(`photo: ${answer.status} ${await answer.text()}`);
  });
  report(
    `A ${megabytes} MB phone photo uploaded and re-encoded, p99 of 5`,
    `${upload.p99} ms (p50 ${upload.p50} ms)`,
    '< 1 500 ms',
    upload.p99 < 1500,
  );
  return { totals, pdf, photo: { ...upload, megabytes } };
}
