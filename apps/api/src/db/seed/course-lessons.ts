import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { courseLessons, courseSections, courses, videos } from '../schema/index';
import { COURSES } from './content';

/** Demo videos each demo course teaches with, one per section in order (more sections than videos: text only). */
const COURSE_VIDEOS: Record<string, readonly string[]> = {
  'alimentacion-consciente': ['desayunos-rapidos', 'colaciones-saludables', 'meal-prep-domingo'],
  'fuerza-en-casa': ['movilidad-matinal', 'hiit-principiantes'],
  'ansiedad-y-comida': ['respiracion-4-7-8'],
};

/** A reading of a few paragraphs built from the section's own summary: the demo's text lessons. */
function readingFor(title: string, summary: string): string {
  return [
    `${summary}`,
    `En esta lección revisamos «${title}» paso a paso. Lee con calma, anota lo que te haga sentido y vuelve cuando lo necesites: no hay apuro.`,
    'Al final de la semana, elige una sola idea para poner en práctica. Los cambios pequeños y sostenidos son los que se quedan.',
    'Si tienes dudas, llévalas a tu próxima consulta con el equipo Vitalia.',
  ].join('\n\n');
}

/**
 * Lessons for the demo courses' sections that have none (a fresh database, or one seeded before lessons
 * existed): a reading per section and, where one is listed, a video. The last section of the 21-day course
 * opens a week after enrolment (drip).
 */
export async function seedDemoLessons(db: Db): Promise<void> {
  const slugs = COURSES.map((course) => course.slug);
  const empty = await db
    .select({
      id: courseSections.id,
      courseId: courseSections.courseId,
      courseSlug: courses.slug,
      position: courseSections.position,
      title: courseSections.title,
      body: courseSections.body,
    })
    .from(courseSections)
    .innerJoin(courses, eq(courses.id, courseSections.courseId))
    .where(
      and(
        inArray(courses.slug, slugs),
        notExists(
          db
            .select({ one: sql`1` })
            .from(courseLessons)
            .where(eq(courseLessons.sectionId, courseSections.id)),
        ),
      ),
    )
    .orderBy(asc(courseSections.courseId), asc(courseSections.position));
  if (empty.length === 0) return;
  const videoRows = await db.select({ id: videos.id, slug: videos.slug }).from(videos);
  const videoId = (slug: string | undefined) => videoRows.find((row) => row.slug === slug)?.id ?? null;
  const lastPosition = new Map<number, number>();
  for (const section of empty)
    lastPosition.set(section.courseId, Math.max(lastPosition.get(section.courseId) ?? 0, section.position));
  for (const section of empty) {
    const drip =
      section.courseSlug === 'alimentacion-consciente' &&
      section.position === lastPosition.get(section.courseId)
        ? 7
        : 0;
    const video = videoId(COURSE_VIDEOS[section.courseSlug]?.[section.position - 1]);
    await db.insert(courseLessons).values([
      {
        courseId: section.courseId,
        sectionId: section.id,
        position: 1,
        title: `Lectura: ${section.title}`,
        kind: 'text' as const,
        body: readingFor(section.title, section.body),
        dripDays: drip,
        durationMinutes: 5,
      },
      ...(video
        ? [
            {
              courseId: section.courseId,
              sectionId: section.id,
              position: 2,
              title: `Video: ${section.title}`,
              kind: 'video' as const,
              videoId: video,
              dripDays: drip,
              durationMinutes: 10,
            },
          ]
        : []),
    ]);
  }
}
