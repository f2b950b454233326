import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Pencil, Plus } from 'lucide-react';
import { COURSE_STATUSES, type AdminCoursesQuery } from '@vitalia/shared/courses';
import { RESOURCE_STATUS_LABELS } from '@vitalia/shared/library';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { PublishStatus } from '@/components/data/publish-status';
import { QueryStatus } from '@/components/data/query-status';
import { FilterInput, FilterSelect } from '@/components/data/filter-fields';
import { Pager } from '@/components/data/pager';
import { Modal } from '@/components/ui/modal';
import { oneOf, pageFromUrl, useUrlQuery, useUrlSearchText } from '@/hooks/use-url-query';
import { formatCount, formatDate } from '@/utils/format';
import { useAdminCourses, useCreateCourse, useTrainerOptions } from '../../api/admin-courses';
import { useCourseEditingScope } from '../../api/editing-scope';
import { CourseForm } from './course-form';

/** Admin "Gestión de Cursos": every course, drafts included, with its figures; "Nuevo curso" opens the editor. */
export function CoursesTable() {
  const [url, update] = useUrlQuery<AdminCoursesQuery>(['page']);
  const query: AdminCoursesQuery = {
    q: url.q?.slice(0, 100) || undefined,
    status: oneOf(url.status, COURSE_STATUSES),
    page: pageFromUrl(url.page),
  };
  const [searchText, setSearchText] = useUrlSearchText(query.q, update, 'q');
  const courses = useAdminCourses(query);
  const scope = useCourseEditingScope();
  const trainers = useTrainerOptions(scope.picksTrainer);
  const create = useCreateCourse();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const data = courses.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form
          className="grid flex-1 gap-3 sm:max-w-xl sm:grid-cols-2"
          aria-label="Filtros de cursos"
          onSubmit={(event) => event.preventDefault()}
        >
          <FilterInput
            label="Buscar"
            type="search"
            value={searchText}
            onChange={(text) => setSearchText(text ?? '')}
          />
          <FilterSelect
            label="Estado"
            value={query.status}
            options={COURSE_STATUSES.map((status) => [status, RESOURCE_STATUS_LABELS[status]] as const)}
            onChange={(status) => update({ status })}
          />
        </form>
        <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
          <Plus aria-hidden className="size-4" /> Nuevo curso
        </button>
      </div>
      {data && !query.q && !query.status && data.total === 0 ? (
        <p className="card p-6 text-center text-gray-600">
          Aún no hay cursos. Crea el primero con «Nuevo curso».
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
        <div className="card relative overflow-x-auto p-0">
          <table className="w-full min-w-[820px] text-left text-sm">
            <caption className="sr-only">Cursos</caption>
            <thead className="bg-gray-50 text-xs text-gray-500 uppercase">
              <tr>
                {['Curso', 'Plan', 'Estado'].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3">
                    {label}
                  </th>
                ))}
                {['Lecciones', 'Inscritas/os', 'Completados'].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3 text-right">
                    {label}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3">
                  Actualizado
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {data.courses.map((course) => (
                <tr key={course.id}>
                  <td className="px-4 py-3">
                    <p className="font-medium text-gray-900">{course.title}</p>
                    <p className="text-xs text-gray-500">
                      {course.category}
                      {course.trainer_name ? ` · ${course.trainer_name}` : ''}
                    </p>
                  </td>
                  <td className="px-4 py-3">
                    {PLAN_LABELS[course.required_plan]}
                    {course.price_clp !== null ? (
                      <span className="block text-xs text-gray-500">o {formatClp(course.price_clp)}</span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">
                    <PublishStatus status={course.status} />
                  </td>
                  <td className="px-4 py-3 text-right">{formatCount(course.lessons_count)}</td>
                  <td className="px-4 py-3 text-right">{formatCount(course.enrollments)}</td>
                  <td className="px-4 py-3 text-right">{formatCount(course.completions)}</td>
                  <td className="px-4 py-3">{formatDate(course.updated_at)}</td>
                  <td className="px-4 py-3 text-right">
                    <Link
                      to={scope.editorPath(course.id)}
                      className="btn-ghost px-2 py-1"
                      aria-label={`Editar ${course.title}`}
                    >
                      <Pencil aria-hidden className="size-4" />
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.total > data.per_page ? (
        <Pager
          page={query.page ?? 1}
          perPage={data.per_page}
          total={data.total}
          onPage={(page) => update({ page }, { keepPage: true })}
        />
      ) : null}
      {creating ? (
        <Modal open size="lg" title="Nuevo curso" onClose={() => setCreating(false)}>
          <CourseForm
            course={null}
            trainers={scope.picksTrainer ? (trainers.data ?? []) : null}
            categories={data?.categories ?? []}
            busy={create.isPending}
            submitLabel="Crear curso"
            onCancel={() => setCreating(false)}
            onSubmit={async (input) => {
              const answer = await create.mutateAsync(input);
              void navigate(scope.editorPath(answer.course.id));
              return answer;
            }}
          />
        </Modal>
      ) : null}
    </div>
  );
}
