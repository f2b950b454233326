import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DailyMessageSchema, FeedbackSchema, TrainerListSchema } from '@vitalia/shared/member';
import { dailyMessageIndex, santiagoDate } from '@vitalia/shared/member-rules';
import { dailyMessages, feedback, trainers } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';

const FEEDBACK_LIMIT = { max: 5, windowMs: 24 * 60 * 60 * 1000 } as const;

/** Public trainers, the daily message and member feedback (SPEC §7 "Other" and "Profile and user"). */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  // DESIGN difference 4: the landing's team is the active trainers an admin marked as featured.
  app.get('/trainers', { schema: { tags: ['equipo'], response: { 200: TrainerListSchema } } }, async () => {
    const rows = await app.db
      .select()
      .from(trainers)
      .where(and(eq(trainers.isActive, true), eq(trainers.isFeatured, true)))
      .orderBy(asc(trainers.id));
    return {
      trainers: rows.map((row) => ({
        id: row.id,
        name: row.name,
        is_active: row.isActive,
        specialization: row.specialization,
        experience_years: row.experienceYears,
        profile_image: row.profileImage,
        bio: row.bio,
        intro_video_url: row.introVideoUrl,
      })),
    };
  });

  const activeMessages = () =>
    app.db
      .select()
      .from(dailyMessages)
      .where(eq(dailyMessages.isActive, true))
      .orderBy(asc(dailyMessages.position));

  app.get(
    '/daily-messages',
    {
      schema: {
        tags: ['mensaje diario'],
        response: { 200: z.object({ messages: z.array(DailyMessageSchema.omit({ date: true })) }) },
      },
      preHandler: app.requireUser,
    },
    async () => ({
      messages: (await activeMessages()).map((row) => ({
        id: row.id,
        message: row.message,
        author: row.author,
      })),
    }),
  );

  // DESIGN difference 5: today's message (America/Santiago) from the admin-managed list.
  app.get(
    '/daily-messages/today',
    {
      schema: { tags: ['mensaje diario'], response: { 200: DailyMessageSchema } },
      preHandler: app.requireUser,
    },
    async () => {
      const rows = await activeMessages();
      const date = santiagoDate();
      const row = rows[dailyMessageIndex(date, rows.length)];
      if (!row) throw AppError.notFound('No hay mensaje para hoy');
      return { id: row.id, message: row.message, author: row.author, date };
    },
  );

  app.post(
    '/users/feedback',
    {
      schema: {
        tags: ['valoraciones'],
        body: FeedbackSchema,
        response: { 201: z.object({ success: z.boolean(), message: z.string() }) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const user = request.user;
      await app.rateLimiter.consume(
        `feedback:${user.id}`,
        FEEDBACK_LIMIT,
        'Ya enviaste varias valoraciones hoy. Gracias, inténtalo mañana.',
      );
      const body = request.body;
      await app.db.insert(feedback).values({
        userId: user.id,
        message: body.message,
        rating: body.rating,
        category: body.category,
        // Who wrote it comes from the session; the optional fields are only what the member typed.
        name: body.name || `${user.firstName} ${user.lastName}`,
        email: user.email,
        subject: body.subject ?? null,
      });
      await app.notifier.notifyAdmins({
        title: `Nueva valoración: ${'★'.repeat(body.rating)}`,
        message: `${user.firstName}: «${body.message}»`,
        actionUrl: '/admin/feedback',
      });
      return reply
        .status(201)
        .send({ success: true, message: '¡Feedback enviado con éxito! Lo revisaremos pronto.' });
    },
  );
};

export default memberRoutes;
