import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminCoursesRoute() {
  return <ComingSoon title="Gestión de Cursos" />;
}
