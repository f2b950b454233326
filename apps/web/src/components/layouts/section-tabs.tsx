import { NavLink } from 'react-router';

export interface SectionTab {
  to: string;
  label: string;
  /** Active only on exactly this address (the section's first tab), not on the ones below it. */
  end?: boolean;
}

/** The tabs of an admin section whose pages share one menu item ("Gestión de Usuarios", "Contenido"). */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  return (
    <nav aria-label={label} className="flex gap-1 overflow-x-auto border-b border-gray-200">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end ?? false}
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
