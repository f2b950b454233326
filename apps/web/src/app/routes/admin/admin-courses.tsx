import { useParams } from 'react-router';
import { ContentTabs } from '@/features/library/components/admin/content-tabs';
import { CoursesTable } from '@/features/courses/components/admin/courses-table';
import { CourseEditor } from '@/features/courses/components/admin/course-editor';

/** /admin/courses: "Gestión de Cursos" */
export default function AdminCoursesRoute() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold text-brand-900">Gestión de Cursos</h1>
        <p className="mt-1 text-gray-600">
          Crea cursos con secciones y lecciones (videos, lecturas y e-books) y publícalos.
        </p>
      </div>
      <ContentTabs />
      <CoursesTable />
    </div>
  );
}

/** /admin/courses/{id} */
export function AdminCourseRoute() {
  const { courseId } = useParams();
  return <CourseEditor key={courseId} id={Number(courseId)} />;
}
