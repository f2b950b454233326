import { Link } from 'react-router';
import type { CoursesQuery } from '@vitalia/shared/courses';
import { COURSE_LEVELS, COURSE_LEVEL_LABELS } from '@vitalia/shared/course-rules';
import { ChipGroup } from '@/components/data/chip-group';
import { Catalogue } from '@/components/catalogue/catalogue';
import { paths } from '@/config/paths';
import { oneOf, pageFromUrl, useUrlQuery, useUrlSearchText } from '@/hooks/use-url-query';
import { useCourses } from '../api/get-courses';
import { useMyCourses } from '../api/get-my-courses';
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
  return (
    <Catalogue
      searchLabel="Buscar cursos"
      searchText={searchText}
      onSearchText={setSearchText}
      filters={
        <ChipGroup
          label="Nivel"
          value={query.level}
          options={[
            [undefined, 'Todos los niveles'],
            ...COURSE_LEVELS.map((level) => [level, COURSE_LEVEL_LABELS[level]] as const),
          ]}
          onChange={(level) => update({ level })}
        />
      }
      categories={data?.categories}
      category={query.category}
      onCategory={(category) => update({ category })}
      result={{ ...courses, data: data && { ...data, items: data.courses } }}
      filtered={Boolean(query.q || query.category || query.level)}
      nouns={{
        caption: 'Cursos',
        what: 'los cursos',
        emptyText: 'Aún no hay cursos publicados. Muy pronto tendrás aquí los primeros.',
      }}
      gridClassName="min-[480px]:grid-cols-2 lg:grid-cols-3"
      page={query.page ?? 1}
      onPage={(page) => update({ page }, { keepPage: true })}
      renderItem={(course) => <CourseCard key={course.id} course={course} />}
    />
  );
}
