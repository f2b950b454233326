import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { courseLessons, courseSections, courses, videos } from '../schema/index';
import { COURSES } from './content';
import { LESSON_READINGS, readingMinutes } from './lesson-texts';

/**
 * The demo video each section of a demo course teaches with, by position (null: a reading only). Each one is
 * about what its section is about (issue 49 §11), and is open to whoever the course is open to.
 */
const COURSE_VIDEOS: Record<string, readonly (string | null)[]> = {
  'alimentacion-consciente': ['hambre-real', 'plato-saludable', null],
  'fuerza-en-casa': [null, 'sentadilla-tecnica', null],
  'ansiedad-y-comida': [null, 'respiracion-4-7-8'],
};

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
  const videoRows = await db.select({ id: videos.id, slug: videos.slug, title: videos.title }).from(videos);
  const videoOf = (slug: string | undefined) => videoRows.find((row) => row.slug === slug) ?? null;
  const lastPosition = new Map<number, number>();
  for (const section of empty)
    lastPosition.set(section.courseId, Math.max(lastPosition.get(section.courseId) ?? 0, section.position));
  for (const section of empty) {
    const drip =
      section.courseSlug === 'alimentacion-consciente' &&
      section.position === lastPosition.get(section.courseId)
        ? 7
        : 0;
    const video = videoOf(COURSE_VIDEOS[section.courseSlug]?.[section.position - 1] ?? undefined);
    const reading =
      LESSON_READINGS[section.courseSlug]?.[section.position - 1] ?? `${section.body}\n\n${section.title}.`;
    await db.insert(courseLessons).values([
      {
        courseId: section.courseId,
        sectionId: section.id,
        position: 1,
        title: section.title,
        kind: 'text' as const,
        body: reading,
        dripDays: drip,
        durationMinutes: readingMinutes(reading),
      },
      ...(video
        ? [
            {
              courseId: section.courseId,
              sectionId: section.id,
              position: 2,
              title: `Video: ${video.title}`,
              kind: 'video' as const,
              videoId: video.id,
              dripDays: drip,
              // The demo's videos last under a minute (demo-videos.ts): a lesson says one.
              durationMinutes: 1,
            },
          ]
        : []),
    ]);
  }
}
