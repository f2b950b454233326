import { matchPath, useLocation } from 'react-router';
import { StorePage } from '@/components/layouts/store-page';
import { StoreCourseList, StoreCoursePage } from '@/features/courses/components/store-courses';

/** /cursos for a visitor: the catalogue with prices (issue 48 §1); signed in, the members' catalogue. */
export default function StoreCoursesRoute() {
  return (
    <StorePage
      title="Cursos"
      intro="Cursos de nutrición, entrenamiento y bienestar creados por nuestro equipo. Los tomas a tu ritmo, desde el teléfono o el computador."
    >
      <StoreCourseList />
    </StorePage>
  );
}

/** /cursos/{slug} for a visitor: the course's sales page. Shown in place of the members' page, so no params. */
export function StoreCourseRoute() {
  const { pathname } = useLocation();
  const slug = matchPath('/cursos/:courseRef', pathname)?.params.courseRef ?? '';
  return (
    <StorePage>
      <StoreCoursePage slug={slug} />
    </StorePage>
  );
}
