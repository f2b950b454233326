import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { CourseEditingContext, TRAINER_SCOPE } from '@/features/courses/api/editing-scope';
import { CoursesTable } from '@/features/courses/components/admin/courses-table';
import { CourseEditor } from '@/features/courses/components/admin/course-editor';
import { ProfessionalOnly as ProfessionalGate } from './professional-only';

/** A professional's course screens: her own courses, through /api/trainer/courses. */
function ProfessionalOnly({ children }: { children: ReactNode }) {
  return (
    <ProfessionalGate>
      <CourseEditingContext.Provider value={TRAINER_SCOPE}>{children}</CourseEditingContext.Provider>
    </ProfessionalGate>
  );
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
