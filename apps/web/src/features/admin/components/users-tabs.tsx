import { NavLink } from 'react-router';
import { paths } from '@/config/paths';

const TABS = [
  { to: paths.admin.users, label: 'Miembros', end: true },
  { to: `${paths.admin.users}/notifications`, label: 'Notificaciones', end: false },
  { to: `${paths.admin.users}/activity`, label: 'Registro de actividad', end: false },
];

/** "Gestión de Usuarios" holds the members, what was sent to them, and who changed what. */
export function UsersTabs() {
  return (
    <nav aria-label="Secciones de usuarios" className="flex gap-1 overflow-x-auto border-b border-gray-200">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            `whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${
              isActive
                ? 'border-brand-600 text-brand-800'
                : 'border-transparent text-gray-600 hover:text-gray-900'
            }`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
