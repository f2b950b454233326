import clsx from 'clsx';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { COURSE_LEVELS, COURSE_LEVEL_LABELS, type CoursesQuery } from '@vitalia/shared/courses';
import { ChipGroup } from '@/components/data/chip-group';
import { QueryStatus } from '@/components/data/query-status';
import { Pager } from '@/components/data/pager';
import { paths } from '@/config/paths';
import { oneOf, pageFromUrl, useUrlQuery, useUrlSearchText } from '@/hooks/use-url-query';
import { useCourses, useMyCourses } from '../api/courses';
import { CourseCard, ProgressBar } from './course-card';

/** "Mis cursos": what she is taking, with her progress and "Continuar" to the exact lesson. */
export function MyCourses() {
  const mine = useMyCourses();
  const taking = mine.data?.courses ?? [];
  if (taking.length === 0) return null;
  return (
    <section aria-labelledby="my-courses" className="space-y-3">
      <h2 id="my-courses" className="text-lg font-semibold text-gray-900">
        Mis cursos
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {taking.map((course) => (
          <li key={course.id} className="card flex flex-col gap-2 p-4">
            <p className="font-semibold text-gray-900">{course.title}</p>
            <ProgressBar percent={course.progress_percent ?? 0} label={`Avance en ${course.title}`} />
            <p className="text-xs text-gray-600">
              {course.completed ? 'Completado' : `${course.progress_percent ?? 0}% completado`}
              {course.continue ? ` · Sigue con «${course.continue.lesson_title}»` : ''}
            </p>
            <Link
              to={
                course.continue ? paths.lesson(course.id, course.continue.lesson_id) : paths.course(course.id)
              }
              className="btn-secondary self-start"
              aria-label={`${course.continue ? 'Continuar' : 'Abrir'} ${course.title}`}
            >
              {course.continue ? 'Continuar' : 'Abrir curso'}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /cursos: every published course, searchable and filtered by level and category (filters in the URL). */
export function CourseCatalogue() {
  const [url, update] = useUrlQuery<CoursesQuery>(['page']);
  const query: CoursesQuery = {
    q: url.q?.slice(0, 100) || undefined,
    category: url.category?.slice(0, 40) || undefined,
    level: oneOf(url.level, COURSE_LEVELS),
    page: pageFromUrl(url.page),
  };
  const [searchText, setSearchText] = useUrlSearchText(query.q, update, 'q');
  const courses = useCourses(query);
  const data = courses.data;
  const filtered = Boolean(query.q || query.category || query.level);
  return (
    <div className="space-y-5">
      <form role="search" className="space-y-3" onSubmit={(event) => event.preventDefault()}>
        <label className="relative block max-w-xl">
          <span className="sr-only">Buscar cursos</span>
          <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
          <input
            type="search"
            className="field-input pl-9"
            placeholder="Buscar por título, tema o categoría"
            maxLength={100}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </label>
        <ChipGroup
          label="Nivel"
          value={query.level}
          options={[
            [undefined, 'Todos los niveles'],
            ...COURSE_LEVELS.map((level) => [level, COURSE_LEVEL_LABELS[level]] as const),
          ]}
          onChange={(level) => update({ level })}
        />
        {data && data.categories.length > 1 ? (
          <ChipGroup
            label="Categorías"
            value={query.category}
            options={[
              [undefined, 'Todas'],
              ...data.categories.map((category) => [category, category] as const),
            ]}
            onChange={(category) => update({ category })}
          />
        ) : null}
      </form>
      {data && !filtered && data.total === 0 ? (
        <p className="card p-6 text-center text-gray-600">
          Aún no hay cursos publicados. Muy pronto tendrás aquí los primeros.
        </p>
      ) : (
        <QueryStatus
          isPending={courses.isPending}
          isError={courses.isError}
          isEmpty={data?.courses.length === 0}
          what="los cursos"
        />
      )}
      {data && data.courses.length > 0 ? (
        <ul
          aria-label="Cursos"
          aria-busy={courses.isPlaceholderData}
          className={clsx(
            'grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3',
            courses.isPlaceholderData && 'opacity-70',
          )}
        >
          {data.courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </ul>
      ) : null}
      {data && data.total > data.per_page ? (
        <Pager
          page={query.page ?? 1}
          perPage={data.per_page}
          total={data.total}
          onPage={(page) => update({ page }, { keepPage: true })}
        />
      ) : null}
    </div>
  );
}
