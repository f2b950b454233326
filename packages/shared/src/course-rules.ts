// Pure data: no zod here, so the storefront's first chunks can name a course's level without the schema library.
export const COURSE_LEVELS = ['inicial', 'intermedio', 'avanzado'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const COURSE_LEVEL_LABELS: Record<CourseLevel, string> = {
  inicial: 'Inicial',
  intermedio: 'Intermedio',
  avanzado: 'Avanzado',
};
