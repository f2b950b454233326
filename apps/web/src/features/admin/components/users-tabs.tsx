import { paths } from '@/config/paths';
import { SectionTabs } from '@/components/layouts/section-tabs';

const TABS = [
  { to: paths.admin.users, label: 'Miembros', end: true },
  { to: `${paths.admin.users}/notifications`, label: 'Notificaciones' },
  { to: `${paths.admin.users}/activity`, label: 'Registro de actividad' },
];

/** "Gestión de Usuarios" holds the members, what was sent to them, and who changed what. */
export function UsersTabs() {
  return <SectionTabs label="Secciones de usuarios" tabs={TABS} />;
}
