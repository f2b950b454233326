import { Link } from 'react-router';
import { BookOpen, Clock, PlayCircle } from 'lucide-react';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { COURSE_LEVEL_LABELS } from '@vitalia/shared/course-rules';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import type { PublicCourse } from '@vitalia/shared/storefront';
import { courseStructuredData } from '@vitalia/shared/storefront-rules';
import { Loading, LoadError } from '@/components/data/load-states';
import { paths } from '@/config/paths';
import { serverHeadIsFor } from '@/lib/page-head';
import { usePublicCourse } from '../api/public-course';
import { usePublicCourses } from '../api/public-courses';
import { CourseBanner, courseLength } from './course-card';

/** What she pays to take it: its own price, or the plan that includes it (free ones say so). */
export function priceLine(course: PublicCourse): string {
  if (course.price_clp !== null) return formatClp(course.price_clp);
  if (course.required_plan === 'free') return 'Gratis con tu cuenta';
  return `Incluido en el plan ${PLAN_LABELS[course.required_plan]}`;
}

/**
 * Where "Comprar" or "Empezar" takes a visitor: the sign-up form, then back to this course; to buy it, with
 * `?comprar=1`, which puts it in her cart and opens the cart to pay.
 */
const signUpFor = (course: PublicCourse) => {
  const back = paths.course(course.slug) + (course.product_id !== null ? '?comprar=1' : '');
  return `${paths.login}?registro=1&volver=${encodeURIComponent(back)}`;
};

/** The storefront's catalogue (/cursos signed out): every published course with its price. */
export function StoreCourseList() {
  const courses = usePublicCourses();
  if (courses.isLoading) return <Loading />;
  if (courses.isError) return <LoadError error={courses.error} onRetry={() => void courses.refetch()} />;
  if (!courses.data?.length) return <p className="text-center text-gray-700">Pronto publicaremos cursos.</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Cursos">
      {courses.data.map((course) => (
        <li key={course.slug} className="card flex flex-col gap-3">
          <CourseBanner course={course} />
          <h2 className="text-lg font-semibold text-gray-900">
            <Link to={paths.course(course.slug)} className="hover:underline">
              {course.title}
            </Link>
          </h2>
          <p className="line-clamp-3 text-sm text-gray-700">{course.description}</p>
          <p className="mt-auto text-sm text-gray-600">
            {COURSE_LEVEL_LABELS[course.level]} · {course.lessons_count} lecciones ·{' '}
            {courseLength(course.duration_minutes)}
          </p>
          <p className="font-semibold text-brand-800">{priceLine(course)}</p>
        </li>
      ))}
    </ul>
  );
}

const KIND_ICONS = { video: PlayCircle, text: BookOpen, ebook: BookOpen } as const;

/**
 * React hoists these into <head>: the tab, a search result and a shared link name the course when she
 * arrived at the page by the app's own links.
 */
function CourseHeadTags({ course }: { course: PublicCourse }) {
  return (
    <>
      <title>{`${course.title} · Cursos Vitalia`}</title>
      <meta name="description" content={course.description} />
      <meta property="og:title" content={course.title} />
      <meta property="og:description" content={course.description} />
      <meta property="og:type" content="product" />
      <script type="application/ld+json">
        {JSON.stringify(courseStructuredData(course, window.location.origin))}
      </script>
    </>
  );
}

/** A course's sales page (/cursos/{slug} signed out): outline, who teaches it, price and the way in. */
export function StoreCoursePage({ slug }: { slug: string }) {
  const page = usePublicCourse(slug);
  if (page.isLoading) return <Loading />;
  if (page.isError) return <LoadError error={page.error} />;
  if (!page.data) return null;
  const { course, sections } = page.data;
  return (
    <article className="mx-auto max-w-5xl space-y-8">
      {/* Served by the server, the page already has its head (storefront-pages.ts). */}
      {typeof document === 'undefined' || serverHeadIsFor(paths.course(course.slug)) ? null : (
        <CourseHeadTags course={course} />
      )}
      <div className="space-y-6">
        <CourseBanner course={course} />
        <header className="space-y-2">
          <p className="text-sm font-medium text-brand-700">{course.category}</p>
          <h1 className="text-3xl font-semibold text-brand-900">{course.title}</h1>
          {course.trainer ? <p className="text-gray-700">Con {course.trainer.name}</p> : null}
          <p className="text-gray-700">{course.description}</p>
        </header>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="course-outline" className="space-y-4">
          <h3 id="course-outline" className="text-lg font-semibold text-gray-900">
            Qué aprenderás
          </h3>
          <ol className="space-y-4">
            {sections.map((section, index) => (
              <li key={`${index}-${section.title}`} className="card space-y-2">
                <p className="font-semibold text-gray-900">{section.title}</p>
                {section.description ? <p className="text-sm text-gray-700">{section.description}</p> : null}
                <ul className="space-y-1 text-sm text-gray-700">
                  {section.lessons.map((lesson, position) => {
                    const Icon = KIND_ICONS[lesson.kind];
                    return (
                      <li key={`${position}-${lesson.title}`} className="flex items-center gap-2">
                        <Icon aria-hidden className="size-4 shrink-0 text-brand-700" />
                        <span className="flex-1">{lesson.title}</span>
                        <span className="text-gray-600">{lesson.duration_minutes} min</span>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ol>
        </section>
        {/* On a phone the price comes right after the title, before the outline. */}
        <aside
          aria-label="Precio"
          className="card order-first h-fit space-y-3 lg:sticky lg:top-6 lg:order-none"
        >
          <p className="text-2xl font-semibold text-brand-900">{priceLine(course)}</p>
          {course.price_clp !== null && course.required_plan !== 'free' ? (
            <p className="text-sm text-gray-700">
              O inclúyelo con el plan {PLAN_LABELS[course.required_plan]}.
            </p>
          ) : null}
          <p className="flex items-center gap-2 text-sm text-gray-700">
            <Clock aria-hidden className="size-4" /> {course.lessons_count} lecciones ·{' '}
            {courseLength(course.duration_minutes)} · {COURSE_LEVEL_LABELS[course.level]}
          </p>
          <Link to={signUpFor(course)} className="btn-primary w-full">
            {course.price_clp !== null ? 'Comprar' : 'Crear mi cuenta y empezar'}
          </Link>
          <p className="text-xs text-gray-600">
            Creas tu cuenta en un minuto y vuelves aquí para {course.price_clp !== null ? 'pagar' : 'empezar'}
            .{course.price_clp !== null ? ' Precio con IVA incluido.' : ''}
          </p>
          {course.price_clp === null && course.required_plan !== 'free' ? (
            <Link to={paths.storePlans} className="btn-secondary w-full">
              Ver planes
            </Link>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
