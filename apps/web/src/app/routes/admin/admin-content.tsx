import { Navigate } from 'react-router';
import { paths } from '@/config/paths';

/** /admin/content: "Gestión de Contenido" opens the e-books; courses and videos are its other tabs. */
export default function AdminContentRoute() {
  return <Navigate to={paths.admin.resources} replace />;
}
