import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Pencil } from 'lucide-react';
import type { AdminCourse } from '@vitalia/shared/courses';
import {
  ContentTable,
  planColumn,
  statusColumn,
  updatedColumn,
  useContentAdminQuery,
  type ContentColumn,
} from '@/components/content-admin/content-table';
import { Modal } from '@/components/ui/modal';
import { formatCount } from '@/utils/format';
import { useAdminCourses } from '../../api/get-admin-courses';
import { useCreateCourse } from '../../api/create-course';
import { useTrainerOptions } from '../../api/get-trainer-options';
import { useCourseEditingScope } from '../../api/editing-scope';
import { CourseForm } from './course-form';

const COLUMNS: ContentColumn<AdminCourse>[] = [
  {
    header: 'Curso',
    cell: (course) => (
      <>
        <p className="font-medium text-gray-900">{course.title}</p>
        <p className="text-xs text-gray-500">
          {course.category}
          {course.trainer_name ? ` · ${course.trainer_name}` : ''}
        </p>
      </>
    ),
  },
  planColumn(),
  statusColumn(),
  { header: 'Lecciones', numeric: true, cell: (course) => formatCount(course.lessons_count) },
  { header: 'Inscripciones', numeric: true, cell: (course) => formatCount(course.enrollments) },
  { header: 'Completados', numeric: true, cell: (course) => formatCount(course.completions) },
  updatedColumn(),
];

/** Admin "Gestión de Cursos": every course, drafts included, with its figures; "Nuevo curso" opens the editor. */
export function CoursesTable() {
  const filters = useContentAdminQuery();
  const courses = useAdminCourses(filters.query);
  const scope = useCourseEditingScope();
  const trainers = useTrainerOptions(scope.picksTrainer);
  const create = useCreateCourse();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const data = courses.data;
  return (
    <ContentTable
      nouns={{
        what: 'los cursos',
        caption: 'Cursos',
        newLabel: 'Nuevo curso',
        emptyText: 'Aún no hay cursos. Crea el primero con «Nuevo curso».',
      }}
      filters={filters}
      result={{ ...courses, data: data && { ...data, items: data.courses } }}
      columns={COLUMNS}
      minWidth={820}
      editAction={(course) => (
        <Link
          to={scope.editorPath(course.id)}
          className="btn-ghost px-2 py-1"
          aria-label={`Editar ${course.title}`}
        >
          <Pencil aria-hidden className="size-4" />
        </Link>
      )}
      onNew={() => setCreating(true)}
    >
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
    </ContentTable>
  );
}
