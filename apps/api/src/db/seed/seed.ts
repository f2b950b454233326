import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  courseSections,
  courses,
  dailyMessages,
  feedback,
  liveClasses,
  notifications,
  plans,
  resources,
  signIns,
  trainers,
  users,
  videos,
} from '../schema/index';
import { hashPassword } from '../../lib/password';
import { Temporal } from 'temporal-polyfill';
import { wallClockInstant } from '@vitalia/shared/scheduling-rules';
import { seedDemoAvailability, seedDemoBookings } from './scheduling';
import { seedDemoLessons } from './course-lessons';
import { activateMembership } from '../../plugins/app/commerce/membership-changes';
import { seedDemoProducts } from './products';
import { membershipsRepository } from '../../plugins/app/commerce/memberships-repository';
import { COURSES, DAILY_MESSAGES, LIVE_CLASSES, PLANS, RESOURCES, TRAINERS, VIDEOS } from './content';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo accounts exist only outside production (README lists them). */
export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@vitalia.cl',
    password: 'Vitalia2026!',
    firstName: 'Andrea',
    lastName: 'Pizarro',
    username: 'andrea.admin',
  },
  member: {
    email: 'socia@vitalia.cl',
    password: 'Vitalia2026!',
    firstName: 'Josefa',
    lastName: 'González',
    username: 'josefa',
    phone: '+56987654321',
  },
  /** Camila Rojas of the demo team, signed in as herself: /trainer/classes shows her agenda. */
  trainer: {
    email: 'camila@vitalia.cl',
    password: 'Vitalia2026!',
    firstName: 'Camila',
    lastName: 'Rojas',
    username: 'camila.rojas',
  },
} as const;

/** Inserts what is missing, never touches what exists: safe to run on every start. */
/**
 * The platform's own configuration (plans, daily messages) and, with `demo`, a sample catalogue with
 * fictional trainers. Production starts without the sample: real professionals are added by an admin.
 */
export async function seedContent(db: Db, { demo = true }: { demo?: boolean } = {}): Promise<void> {
  await db
    .insert(plans)
    .values(PLANS.map((plan) => ({ ...plan, features: [...plan.features] })))
    .onConflictDoNothing({ target: plans.code });
  // Data dirs made before yearly prices existed get them once; an admin's later change is kept.
  for (const plan of PLANS)
    await db
      .update(plans)
      .set({ yearlyPriceClp: plan.yearlyPriceClp })
      .where(and(eq(plans.code, plan.code), eq(plans.yearlyPriceClp, 0)));
  await db
    .insert(dailyMessages)
    .values(
      DAILY_MESSAGES.map((message, index) => ({ position: index + 1, message, author: 'Equipo Vitalia' })),
    )
    .onConflictDoNothing({ target: dailyMessages.position });
  if (demo) {
    await seedDemoCatalogue(db);
    await seedDemoAvailability(db);
  }
}

async function seedDemoCatalogue(db: Db): Promise<void> {
  await db
    .insert(trainers)
    .values(TRAINERS.map((trainer) => ({ ...trainer })))
    .onConflictDoNothing({ target: trainers.slug });
  const trainerRows = await db.select({ id: trainers.id, slug: trainers.slug }).from(trainers);
  const trainerId = (slug: string) => trainerRows.find((row) => row.slug === slug)?.id ?? null;

  for (const course of COURSES) {
    const [inserted] = await db
      .insert(courses)
      .values({
        slug: course.slug,
        title: course.title,
        description: course.description,
        category: course.category,
        level: course.level,
        requiredPlan: course.requiredPlan,
        isFeatured: course.isFeatured,
        durationMinutes: course.durationMinutes,
        trainerId: trainerId(course.trainerSlug),
        // The team built these around its own videos: the course opens them whatever their plan (ADR 0059).
        grantsContent: true,
      })
      .onConflictDoNothing({ target: courses.slug })
      .returning({ id: courses.id });
    if (inserted) {
      await db.insert(courseSections).values(
        course.sections.map(([title, body], index) => ({
          courseId: inserted.id,
          position: index + 1,
          title,
          body,
        })),
      );
    }
  }

  await db
    .insert(videos)
    .values(
      // The files come later: a demo instance renders short ones on its first start (demo-videos.ts).
      VIDEOS.map(([slug, title, category, premium, description]) => ({
        slug,
        title,
        description,
        category,
        requiredPlan: premium ? ('premium' as const) : ('free' as const),
      })),
    )
    .onConflictDoNothing({ target: videos.slug });

  await db
    .insert(resources)
    .values(
      RESOURCES.map(([slug, title, category, premium, pages, description]) => ({
        slug,
        title,
        description,
        category,
        requiredPlan: premium ? ('premium' as const) : ('free' as const),
        pages,
      })),
    )
    .onConflictDoNothing({ target: resources.slug });
  await seedDemoLessons(db);

  const today = Temporal.Now.plainDateISO('America/Santiago');
  await db
    .insert(liveClasses)
    .values(
      LIVE_CLASSES.map(({ trainerSlug, inDays, hour, ...live }) => {
        const startsAt = new Date(
          wallClockInstant(today.add({ days: inDays }), hour * 60, 'America/Santiago'),
        );
        const endsAt = new Date(startsAt.getTime() + live.durationMinutes * 60_000);
        return {
          ...live,
          trainerId: trainerId(trainerSlug),
          startsAt,
          during:
            sql`tstzrange(${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz, '[)')` as unknown as string,
        };
      }),
    )
    .onConflictDoNothing({ target: liveClasses.slug });

  await seedDemoProducts(db);
}

export async function ensureUser(
  db: Db,
  account: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    username: string;
    role: 'member' | 'trainer' | 'admin';
    phone?: string;
  },
): Promise<number | null> {
  const email = account.email.toLowerCase();
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (existing.length > 0) return null;
  const [row] = await db
    .insert(users)
    .values({
      email,
      username: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone ?? null,
      passwordHash: await hashPassword(account.password),
      role: account.role,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id ?? null;
}

export async function seedDemoAccounts(db: Db): Promise<void> {
  await ensureUser(db, { ...DEMO_ACCOUNTS.admin, role: 'admin' });
  const trainerUser = await ensureUser(db, { ...DEMO_ACCOUNTS.trainer, role: 'trainer' });
  if (trainerUser)
    await db
      .update(trainers)
      .set({ userId: trainerUser })
      .where(and(eq(trainers.slug, 'camila-rojas'), isNull(trainers.userId)));
  const created = await ensureUser(db, { ...DEMO_ACCOUNTS.member, role: 'member' });
  if (created) {
    await seedDemoCommunity(db);
    await seedDemoBookings(db, created);
    await db.insert(notifications).values([
      {
        userId: created,
        title: '¡Te damos la bienvenida a Vitalia!',
        message: 'Tu cuenta está lista. Parte por el tutorial.',
        actionUrl: '/tutorial',
      },
      {
        userId: created,
        title: 'Nueva clase en vivo',
        message: 'Yoga restaurativo: inscríbete desde Mis Clases.',
        actionUrl: '/classes',
      },
    ]);
  }
}

/** Fictional members with a few months of sign-ups, sign-ins and ratings, so the admin console has something to show. */
const DEMO_COMMUNITY = [
  ['María José', 'Rojas', 'premium', 3, 5],
  ['Catalina', 'Muñoz', 'free', 8, 4],
  ['Ignacia', 'Fernández', 'prime', 15, 5],
  ['Benjamín', 'Soto', 'free', 22, 3],
  ['Valentina', 'Díaz', 'premium', 30, 4],
  ['Tomás', 'Araya', 'free', 41, 0],
  ['Florencia', 'Contreras', 'free', 55, 5],
  ['Martina', 'Sepúlveda', 'premium', 63, 2],
  ['Agustín', 'Núñez', 'free', 77, 0],
  ['Antonia', 'Castillo', 'free', 86, 4],
] as const;

/**
 * A demo member's paid plan is a real membership, made by the same code as an admin's grant (issue 22):
 * every screen that reads plans (members, memberships, analytics) then agrees. Periods run month by month
 * from the day she joined, so the current one always ends in the future.
 */
async function grantDemoPlan(db: Db, userId: number, plan: 'premium' | 'prime', joinedAt: Date) {
  await db.transaction(async (tx) => {
    // No instance is running yet: there are no cached sessions to forget.
    const memberships = membershipsRepository(db, { forgetUserHere: () => undefined });
    const planRow = await memberships.findPlan(plan, tx);
    if (!planRow) return;
    const months = Math.floor((Date.now() - joinedAt.getTime()) / (30 * DAY_MS)) + 1;
    await activateMembership(memberships, tx, {
      userId,
      plan: planRow,
      interval: 'month',
      provider: 'admin',
      subscriptionId: null,
      orderId: null,
      reason: 'Cuenta de demostración',
      periodEnd: new Date(joinedAt.getTime() + months * 30 * DAY_MS),
      now: joinedAt,
    });
  });
}

async function seedDemoCommunity(db: Db): Promise<void> {
  const now = Date.now();
  for (const [index, [firstName, lastName, plan, daysAgo, rating]] of DEMO_COMMUNITY.entries()) {
    const createdAt = new Date(now - daysAgo * DAY_MS);
    const [row] = await db
      .insert(users)
      .values({
        email: `demo.${index + 1}@vitalia.cl`,
        username: `demo${index + 1}`,
        firstName,
        lastName,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) continue;
    if (plan !== 'free') await grantDemoPlan(db, row.id, plan, createdAt);
    // Sign-ins every few days since joining: the "active members" chart.
    const visits = Array.from({ length: Math.floor(daysAgo / (2 + (index % 4))) }, (_, visit) => ({
      userId: row.id,
      createdAt: new Date(now - visit * (2 + (index % 4)) * DAY_MS - index * 3_600_000),
    }));
    if (visits.length > 0) await db.insert(signIns).values(visits);
    if (rating > 0)
      await db.insert(feedback).values({
        userId: row.id,
        rating,
        category: rating >= 4 ? 'content' : 'technical',
        message:
          rating >= 4 ? 'Me encantan las recetas de la semana.' : 'A veces el video se corta en el celular.',
        name: `${firstName} ${lastName}`,
        email: `demo.${index + 1}@vitalia.cl`,
        createdAt: new Date(createdAt.getTime() + DAY_MS),
      });
  }
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(plans);
  return (row?.total ?? 0) === 0;
}
