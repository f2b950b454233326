// Courses (issue 19): what members take, and what admins and trainers publish.
import { z } from 'zod';
import {
  AdminContentQuerySchema,
  contentDetailResponse,
  contentInputFields,
  contentItemResponse,
  contentListResponse,
  PublishStatusSchema,
  SearchTextSchema,
  visible,
  type AdminContentQuery,
} from './content-fields';
import { COURSE_LEVELS, type CourseLevel } from './course-rules';
import { pageNumber } from './pagination';
import { IdSchema, wholeNumber } from './api';
import { COURSE_MESSAGES as M } from './messages/courses';
import { PlanTypeSchema } from './user';
import { PlaybackResponseSchema } from './videos';

export const COURSES_PAGE_SIZE = 12;
export const ADMIN_COURSES_PAGE_SIZE = 20;
export const CourseLevelSchema = z.enum(COURSE_LEVELS);
export const LESSON_KINDS = ['video', 'text', 'ebook'] as const;
export const LessonKindSchema = z.enum(LESSON_KINDS);
export type LessonKind = z.infer<typeof LessonKindSchema>;
export const LESSON_KIND_LABELS: Record<LessonKind, string> = {
  video: 'Video',
  text: 'Lectura',
  ebook: 'E-book',
};
const COURSE_PRICE_MIN = 990;
const COURSE_PRICE_MAX = 1_000_000;

export const CoursesQuerySchema = z.object({
  q: SearchTextSchema.optional(),
  category: z.string().trim().max(40, M.categoryTooLong).optional(),
  level: CourseLevelSchema.optional(),
  plan: PlanTypeSchema.optional(),
  page: pageNumber(1000).default(1),
});
export type CoursesQuery = {
  q?: string;
  category?: string;
  level?: CourseLevel;
  plan?: 'free' | 'premium' | 'prime';
  page?: number;
};
export const CourseSearchQuerySchema = z.object({ q: SearchTextSchema.default('') });

export const CourseCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  level: CourseLevelSchema,
  required_plan: PlanTypeSchema,
  featured: z.boolean(),
  trainer: z.object({ name: z.string(), slug: z.string() }).nullable(),
  lessons_count: z.number().int(),
  duration_minutes: z.number().int(),
  /** Set when the course is also sold on its own (a cart product). */
  product: z.object({ id: z.number().int(), price_clp: z.number().int() }).nullable(),
  locked: z.boolean(),
  enrolled: z.boolean(),
  /** Whole percent of lessons completed, when enrolled. */
  progress_percent: z.number().int().nullable(),
  completed: z.boolean(),
});
export type CourseCard = z.infer<typeof CourseCardSchema>;

export const CoursesResponseSchema = contentListResponse('courses', CourseCardSchema);
export type CoursesResponse = z.infer<typeof CoursesResponseSchema>;

export const LessonSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: LessonKindSchema,
  duration_minutes: z.number().int(),
  /** Whether she may open it now: enrolled, her plan or purchase opens the course, and its drip day came. */
  open: z.boolean(),
  /** The day a drip lesson opens for her (ISO), when it has not yet. */
  opens_at: z.string().nullable(),
  completed: z.boolean(),
});
export type LessonSummary = z.infer<typeof LessonSummarySchema>;

export const SectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  lessons: z.array(LessonSummarySchema),
});
export type Section = z.infer<typeof SectionSchema>;

export const ContinueSchema = z.object({
  lesson_id: z.number().int(),
  lesson_title: z.string(),
  /** The second of the lesson's video she stopped at (0 for a reading). */
  position_seconds: z.number().int(),
});

export const CertificateSummarySchema = z.object({ code: z.string(), issued_at: z.string() });

export const CourseDetailResponseSchema = z.object({
  success: z.boolean(),
  course: CourseCardSchema,
  sections: z.array(SectionSchema),
  continue: ContinueSchema.nullable(),
  certificate: CertificateSummarySchema.nullable(),
});
export type CourseDetailResponse = z.infer<typeof CourseDetailResponseSchema>;

export const SectionsResponseSchema = z.object({ success: z.boolean(), sections: z.array(SectionSchema) });

export const MyCourseSchema = CourseCardSchema.extend({ continue: ContinueSchema.nullable() });
export const MyCoursesResponseSchema = z.object({ success: z.boolean(), courses: z.array(MyCourseSchema) });
export type MyCoursesResponse = z.infer<typeof MyCoursesResponseSchema>;
export type MyCourse = z.infer<typeof MyCourseSchema>;

export const LessonParamsSchema = z.object({ id: IdSchema, lessonId: IdSchema });

export const LessonResponseSchema = z.object({
  success: z.boolean(),
  lesson: z.object({
    id: z.number().int(),
    course_id: z.number().int(),
    course_title: z.string(),
    section_title: z.string(),
    title: z.string(),
    kind: LessonKindSchema,
    body: z.string(),
    completed: z.boolean(),
    video_id: z.number().int().nullable(),
    resource_id: z.number().int().nullable(),
    previous_lesson_id: z.number().int().nullable(),
    next_lesson_id: z.number().int().nullable(),
  }),
  /** A video lesson's playback (token-bound addresses, ADR 0042). */
  playback: PlaybackResponseSchema.nullable(),
  /** An e-book lesson's short-lived reading address. */
  read_url: z.string().nullable(),
});
export type LessonResponse = z.infer<typeof LessonResponseSchema>;

export const LessonProgressResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().nullable(),
  lesson_completed: z.boolean(),
  course_percent: z.number().int(),
  course_completed: z.boolean(),
  certificate: CertificateSummarySchema.nullable(),
});
export type LessonProgressResponse = z.infer<typeof LessonProgressResponseSchema>;

export const MyCertificatesResponseSchema = z.object({
  success: z.boolean(),
  certificates: z.array(
    z.object({
      code: z.string(),
      course_id: z.number().int(),
      course_title: z.string(),
      issued_at: z.string(),
    }),
  ),
});
export type MyCertificatesResponse = z.infer<typeof MyCertificatesResponseSchema>;

export const CertificateVerificationSchema = z.object({
  success: z.boolean(),
  certificate: z.object({
    code: z.string(),
    member_name: z.string(),
    course_title: z.string(),
    trainer_name: z.string().nullable(),
    issued_at: z.string(),
  }),
});
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;
export const CertificateCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, M.certificateNotFound)),
});

// Admin.

const TitleSchema = visible(
  z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .min(3, M.titleTooShort)
    .max(120, M.titleTooLong),
);

export const CourseInputSchema = z.object({
  ...contentInputFields(M, 2000),
  level: CourseLevelSchema,
  required_plan: PlanTypeSchema,
  featured: z.boolean(),
  trainer_id: IdSchema.nullable(),
  /**
   * Admins only (ADR 0059): the course opens its lessons' videos and e-books whatever their own plan. Left out,
   * an edit keeps what the course had; a professional's value is ignored.
   */
  grants_content: z.boolean().optional(),
  /** Whole pesos, IVA included; null → not sold on its own. */
  price_clp: wholeNumber(M.priceRange)
    .pipe(z.number().min(COURSE_PRICE_MIN, M.priceRange).max(COURSE_PRICE_MAX, M.priceRange))
    .nullable(),
});
export type CourseInput = z.infer<typeof CourseInputSchema>;

export const SectionInputSchema = z.object({
  title: TitleSchema,
  description: visible(z.string().trim().max(2000, M.descriptionTooLong)).default(''),
});
export type SectionInput = z.input<typeof SectionInputSchema>;

export const LessonInputSchema = z
  .object({
    section_id: IdSchema,
    title: TitleSchema,
    kind: LessonKindSchema,
    body: visible(z.string().max(20_000, M.bodyTooLong)).default(''),
    video_id: IdSchema.nullable().default(null),
    resource_id: IdSchema.nullable().default(null),
    drip_days: wholeNumber(M.dripRange).pipe(z.number().min(0, M.dripRange).max(365, M.dripRange)).default(0),
    duration_minutes: wholeNumber(M.durationRange)
      .pipe(z.number().min(1, M.durationRange).max(600, M.durationRange))
      .default(5),
  })
  .refine((input) => input.kind !== 'video' || input.video_id !== null, {
    message: M.videoRequired,
    path: ['video_id'],
  })
  .refine((input) => input.kind !== 'ebook' || input.resource_id !== null, {
    message: M.resourceRequired,
    path: ['resource_id'],
  })
  .refine((input) => input.kind !== 'text' || input.body.trim().length > 0, {
    message: M.bodyRequired,
    path: ['body'],
  });
export type LessonInput = z.input<typeof LessonInputSchema>;
export type LessonInputParsed = z.output<typeof LessonInputSchema>;

/** The whole order of a course: its sections, each with its lessons (a lesson may move to another section). */
export const CourseOrderSchema = z.object({
  sections: z
    .array(z.object({ id: IdSchema, lesson_ids: z.array(IdSchema).max(500) }))
    .min(1)
    .max(100),
});
export type CourseOrder = z.infer<typeof CourseOrderSchema>;

export const AdminCoursesQuerySchema = AdminContentQuerySchema;
export type AdminCoursesQuery = AdminContentQuery;

export const AdminLessonSchema = z.object({
  id: z.number().int(),
  section_id: z.number().int(),
  title: z.string(),
  kind: LessonKindSchema,
  body: z.string(),
  video_id: z.number().int().nullable(),
  resource_id: z.number().int().nullable(),
  /** The title of the video or e-book it points at (null for a reading). */
  target_title: z.string().nullable(),
  drip_days: z.number().int(),
  duration_minutes: z.number().int(),
  completions: z.number().int(),
});
export type AdminLesson = z.infer<typeof AdminLessonSchema>;

export const AdminCourseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  level: CourseLevelSchema,
  required_plan: PlanTypeSchema,
  status: PublishStatusSchema,
  featured: z.boolean(),
  trainer_id: z.number().int().nullable(),
  trainer_name: z.string().nullable(),
  grants_content: z.boolean(),
  price_clp: z.number().int().nullable(),
  lessons_count: z.number().int(),
  /** Per-course figures: members enrolled, who completed it, certificates issued. */
  enrollments: z.number().int(),
  completions: z.number().int(),
  updated_at: z.string(),
});
export type AdminCourse = z.infer<typeof AdminCourseSchema>;

export const AdminCourseDetailSchema = AdminCourseSchema.extend({
  sections: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      description: z.string(),
      lessons: z.array(AdminLessonSchema),
    }),
  ),
});
export type AdminCourseDetail = z.infer<typeof AdminCourseDetailSchema>;

export const AdminCoursesResponseSchema = contentListResponse('courses', AdminCourseSchema);
export type AdminCoursesResponse = z.infer<typeof AdminCoursesResponseSchema>;

export const AdminCourseResponseSchema = contentItemResponse('course', AdminCourseDetailSchema);
export type AdminCourseResponse = z.infer<typeof AdminCourseResponseSchema>;
export const AdminCourseDetailResponseSchema = contentDetailResponse('course', AdminCourseDetailSchema);
export type AdminCourseDetailResponse = z.infer<typeof AdminCourseDetailResponseSchema>;

export const LessonTargetsQuerySchema = z.object({
  kind: z.enum(['video', 'ebook']),
  q: SearchTextSchema.optional(),
});
export const LessonTargetsResponseSchema = z.object({
  success: z.boolean(),
  targets: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type LessonTargetsResponse = z.infer<typeof LessonTargetsResponseSchema>;

export const SectionParamsSchema = z.object({ id: IdSchema, sectionId: IdSchema });

/** A whole percent of a course done: completed lessons over all its lessons. */
export function coursePercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((completed / total) * 100));
}

// Search across the catalogue (issue 19): courses, videos and e-books at once.

export const ContentSearchQuerySchema = z.object({
  q: SearchTextSchema.pipe(z.string().min(2, 'Escribe al menos 2 letras para buscar.')),
});
