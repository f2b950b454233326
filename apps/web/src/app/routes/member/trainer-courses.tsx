import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { CourseEditingContext, TRAINER_SCOPE } from '@/features/courses/api/editing-scope';
import { CoursesTable } from '@/features/courses/components/admin/courses-table';
import { CourseEditor } from '@/features/courses/components/admin/course-editor';

/** A professional's screens; anyone else is sent to /home, like /trainer/classes. */
function ProfessionalOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  if (session.user.account_role !== 'trainer') return <Navigate to={paths.home} replace />;
  return <CourseEditingContext.Provider value={TRAINER_SCOPE}>{children}</CourseEditingContext.Provider>;
}

/** /trainer/cursos: a professional's own courses, created and edited with the admin's tools. */
export default function TrainerCoursesRoute() {
  return (
    <ProfessionalOnly>
      <div className="space-y-4">
        <div>
          <h1 className="text-2xl font-semibold text-brand-900">Mis cursos como profesional</h1>
          <p className="mt-1 text-gray-600">
            Crea tus cursos con secciones y lecciones y publícalos. Solo ves y editas los tuyos.
          </p>
        </div>
        <CoursesTable />
      </div>
    </ProfessionalOnly>
  );
}

/** /trainer/cursos/{id} */
export function TrainerCourseRoute() {
  const { courseId } = useParams();
  return (
    <ProfessionalOnly>
      <CourseEditor key={courseId} id={Number(courseId)} />
    </ProfessionalOnly>
  );
}
