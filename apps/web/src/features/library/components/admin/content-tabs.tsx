import { paths } from '@/config/paths';
import { SectionTabs } from '@/components/layouts/section-tabs';

const TABS = [
  { to: paths.admin.resources, label: 'E-books' },
  { to: paths.admin.courses, label: 'Cursos' },
  { to: paths.admin.videos, label: 'Videos' },
];

/** "Gestión de Contenido": the e-books, courses and videos members learn from. */
export function ContentTabs() {
  return <SectionTabs label="Secciones de contenido" tabs={TABS} />;
}
