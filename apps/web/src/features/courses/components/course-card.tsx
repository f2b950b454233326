import clsx from 'clsx';
import { Link } from 'react-router';
import { GraduationCap, Lock } from 'lucide-react';
import type { CourseCard as Course } from '@vitalia/shared/courses';
import { COURSE_LEVEL_LABELS } from '@vitalia/shared/course-rules';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { paths } from '@/config/paths';
import { paletteOf } from '@/utils/palette';

/** Hours and minutes of a course, as people say them: "3 h 20 min", "45 min". */
export function courseLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The course's banner: drawn from its title and category (decorative; the card names it in text). */
export function CourseBanner({
  course,
  className,
}: {
  course: Pick<Course, 'title' | 'category' | 'required_plan'> & { locked?: boolean };
  className?: string;
}) {
  return (
    <div
      aria-hidden
      className={clsx(
        'relative flex aspect-[16/7] flex-col justify-end overflow-hidden rounded-lg bg-gradient-to-br p-3',
        paletteOf(course.title),
        className,
      )}
    >
      <GraduationCap className="absolute top-3 left-3 size-6 opacity-80" />
      <span className="text-xs font-semibold tracking-wide uppercase opacity-90">{course.category}</span>
      {course.required_plan !== 'free' ? (
        <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-brand-800 shadow-sm">
          {course.locked ? <Lock className="size-3" /> : null}
          {PLAN_LABELS[course.required_plan]}
        </span>
      ) : null}
    </div>
  );
}

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-2 overflow-hidden rounded-full bg-gray-100"
    >
      <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** One course of the catalogue; the server decides `locked`, and what she has done of it. */
export function CourseCard({ course }: { course: Course }) {
  const titleId = `course-${course.id}-title`;
  return (
    <li aria-labelledby={titleId} className="card flex flex-col gap-3 p-3">
      <CourseBanner course={course} />
      <div className="flex flex-1 flex-col gap-1 px-1">
        <h3 id={titleId} className="leading-snug font-semibold text-gray-900">
          {course.title}
        </h3>
        <p className="line-clamp-2 text-sm text-gray-600">{course.description}</p>
        <p className="mt-auto pt-1 text-xs text-gray-500">
          {COURSE_LEVEL_LABELS[course.level]} · {course.lessons_count} lecciones ·{' '}
          {courseLength(course.duration_minutes)}
          {course.trainer ? ` · ${course.trainer.name}` : ''}
        </p>
        {course.progress_percent !== null ? (
          <div className="space-y-1 pt-1">
            <ProgressBar percent={course.progress_percent} label={`Avance en ${course.title}`} />
            <p className="text-xs text-gray-600">
              {course.completed ? 'Completado' : `${course.progress_percent}% completado`}
            </p>
          </div>
        ) : null}
      </div>
      <div className="px-1 pb-1">
        <Link
          to={paths.course(course.id)}
          className={course.locked ? 'btn-secondary w-full' : 'btn-primary w-full'}
          aria-label={`${course.locked ? 'Conocer' : course.enrolled ? 'Continuar' : 'Ver'} ${course.title}`}
        >
          {course.locked ? (
            <>
              <Lock aria-hidden className="size-4" />
              {course.product
                ? `Plan ${PLAN_LABELS[course.required_plan]} o ${formatClp(course.product.price_clp)}`
                : 'Mejora tu plan'}
            </>
          ) : course.enrolled ? (
            'Continuar'
          ) : (
            'Ver curso'
          )}
        </Link>
      </div>
    </li>
  );
}
