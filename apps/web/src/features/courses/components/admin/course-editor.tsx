import { Link } from 'react-router';
import { ArrowLeft, Eye } from 'lucide-react';
import { paths } from '@/config/paths';
import { generalMessage } from '@/lib/api-client';
import { useAdminCourse } from '../../api/get-admin-course';
import { useTrainerOptions } from '../../api/get-trainer-options';
import { useUpdateCourse } from '../../api/update-course';
import { useCourseEditingScope } from '../../api/editing-scope';
import { CourseForm } from './course-form';
import { CourseOutline } from './course-outline';
import { Loading } from '@/components/data/load-states';

/** /admin/courses/{id}: a course's details, its outline, and "Ver como miembro" (the member's page). */
export function CourseEditor({ id }: { id: number }) {
  const course = useAdminCourse(id);
  const scope = useCourseEditingScope();
  const trainers = useTrainerOptions(scope.picksTrainer);
  const update = useUpdateCourse(id);
  const back = (
    <Link
      to={paths.admin.courses}
      className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> Volver a los cursos
    </Link>
  );
  if (course.isPending) return <Loading />;
  if (course.isError)
    return (
      <div className="space-y-4">
        {back}
        <p role="alert" className="card p-6 text-red-700">
          {generalMessage(course.error)}
        </p>
      </div>
    );
  const detail = course.data.course;
  return (
    <div className="space-y-5">
      {back}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-brand-900">{detail.title}</h1>
          <p className="text-sm text-gray-600">
            {detail.enrollments} inscripciones · {detail.completions} completaron el curso
          </p>
        </div>
        <Link to={paths.course(detail.id)} className="btn-secondary">
          <Eye aria-hidden className="size-4" /> Ver como miembro
        </Link>
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <section aria-label="Datos del curso" className="card p-5">
          <CourseForm
            key={detail.updated_at}
            course={detail}
            trainers={scope.picksTrainer ? (trainers.data ?? []) : null}
            categories={[]}
            busy={update.isPending}
            submitLabel="Guardar cambios"
            onSubmit={(input) => update.mutateAsync(input)}
          />
        </section>
        <CourseOutline course={detail} />
      </div>
    </div>
  );
}
