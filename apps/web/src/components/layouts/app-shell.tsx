import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, X, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { DESKTOP_MIN_WIDTH } from '@vitalia/shared/constants/app';
import type { User } from '@vitalia/shared/user';
import { displayNameOf } from '@vitalia/shared/user-rules';
import { Avatar } from '@/components/ui/avatar';
import { useMediaQuery } from '@/hooks/use-media-query';
import { formatLongDate } from '@/utils/format';
import { MaintenanceBanner } from './maintenance-banner';

export interface MenuItem {
  label: string;
  to: string;
  icon: LucideIcon;
  end?: boolean;
  /** A count shown beside the label (unread messages); nothing when zero. */
  badge?: number;
}

interface AppShellProps {
  menu: MenuItem[];
  areaLabel: string;
  /** null only in the prerendered first screen (ADR 0026): no one is signed in at build time. */
  user: User | null;
  onLogout: () => void;
  /** Where the avatar leads: the member's or the admin's profile. */
  profilePath: string;
  /** Extra header controls ("Mejorar plan", notifications bell). */
  headerActions?: ReactNode;
  /** Floating widgets (daily message) rendered over the page. */
  overlays?: ReactNode;
  children: ReactNode;
}

function Brand({ compact }: { compact: boolean }) {
  return (
    <span className="flex items-center gap-2 font-semibold text-brand-800">
      <img src="/favicon.svg" alt="" className="size-8" />
      {compact ? <span className="sr-only">Vitalia</span> : <span className="text-lg">Vitalia</span>}
    </span>
  );
}

function Navigation({
  menu,
  compact,
  onNavigate,
}: {
  menu: MenuItem[];
  compact: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className="space-y-1">
      {menu.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            title={compact ? item.label : undefined}
            className={({ isActive }) =>
              clsx(
                'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition',
                isActive
                  ? 'bg-brand-700 text-white shadow-sm'
                  : 'text-gray-700 hover:bg-brand-50 hover:text-brand-800',
                compact && 'justify-center px-2',
              )
            }
          >
            <item.icon aria-hidden className="size-5 shrink-0" />
            <span className={clsx(compact && 'sr-only')}>{item.label}</span>
            {item.badge ? (
              <span className="ml-auto rounded-full bg-sun-400 px-1.5 text-xs font-semibold text-brand-900">
                {item.badge}
                <span className="sr-only"> sin leer</span>
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 shell: collapsible sidebar on desktop, a drawer on mobile that closes from 1024 px up. */
export function AppShell({
  menu,
  areaLabel,
  user,
  onLogout,
  profilePath,
  headerActions,
  overlays,
  children,
}: AppShellProps) {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isDesktop = useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
  const location = useLocation();
  const name = user ? displayNameOf(user) : '';

  useEffect(() => {
    if (isDesktop) setDrawerOpen(false);
  }, [isDesktop]);
  useEffect(() => setDrawerOpen(false), [location.pathname]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <div className="min-h-dvh bg-mist lg:flex">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-2"
      >
        Saltar al contenido
      </a>
      <aside
        aria-label={areaLabel}
        className={clsx(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-gray-100 bg-white p-3 transition-[width] lg:flex',
          collapsed ? 'w-20' : 'w-64',
        )}
      >
        <div
          className={clsx('flex items-center px-2 py-3', collapsed ? 'justify-center' : 'justify-between')}
        >
          <Brand compact={collapsed} />
        </div>
        <nav aria-label="Menú principal" className="mt-4 flex-1 overflow-y-auto">
          <Navigation menu={menu} compact={collapsed} />
        </nav>
        <button
          type="button"
          className="btn-ghost mt-2 w-full"
          onClick={() => setCollapsed((value) => !value)}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expandir menú' : 'Contraer menú'}
        >
          {collapsed ? (
            <PanelLeftOpen aria-hidden className="size-5" />
          ) : (
            <PanelLeftClose aria-hidden className="size-5" />
          )}
          {collapsed ? null : <span>Contraer</span>}
        </button>
      </aside>

      {drawerOpen ? (
        <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label={areaLabel}>
          <button
            type="button"
            aria-label="Cerrar menú"
            className="absolute inset-0 bg-gray-900/40"
            onClick={() => setDrawerOpen(false)}
          />
          <div className="relative flex h-full w-72 max-w-[85vw] animate-fade-in flex-col bg-white p-4 shadow-xl">
            <div className="flex items-center justify-between">
              <Brand compact={false} />
              <button
                type="button"
                className="rounded-lg p-2 hover:bg-gray-100"
                aria-label="Cerrar menú"
                onClick={() => setDrawerOpen(false)}
              >
                <X aria-hidden className="size-5" />
              </button>
            </div>
            <nav aria-label="Menú principal" className="mt-6 flex-1 overflow-y-auto">
              <Navigation menu={menu} compact={false} onNavigate={() => setDrawerOpen(false)} />
            </nav>
          </div>
        </div>
      ) : null}

      <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
        <MaintenanceBanner />
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-gray-100 bg-white/90 px-4 py-3 backdrop-blur lg:px-8">
          <button
            type="button"
            className="rounded-lg p-2 hover:bg-gray-100 lg:hidden"
            aria-label="Abrir menú"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu aria-hidden className="size-6" />
          </button>
          {user ? (
            <p
              className="hidden text-sm text-gray-500 first-letter:uppercase md:block"
              data-testid="header-date"
            >
              {formatLongDate(new Date())}
            </p>
          ) : null}
          <div className="ml-auto flex items-center gap-1 sm:gap-3">
            {headerActions}
            {user ? (
              <Link
                to={profilePath}
                className="flex items-center gap-2 rounded-lg p-1 hover:bg-gray-100"
                aria-label={`Mi perfil: ${name}`}
              >
                <Avatar src={user.avatar_url} name={name} person={user} size="sm" />
                <div className="hidden leading-tight sm:block">
                  <p className="text-sm font-semibold text-gray-900" data-testid="header-display-name">
                    {name}
                  </p>
                  <p className="text-xs text-gray-500">@{user.username}</p>
                </div>
              </Link>
            ) : (
              // The same box as the profile link (avatar, and from sm up two lines of text), so nothing moves.
              <span className="flex items-center gap-2 p-1" aria-hidden>
                <span className="size-8 animate-pulse rounded-full bg-gray-200" />
                <span className="hidden leading-tight sm:block">
                  <span className="block text-sm">&nbsp;</span>
                  <span className="block text-xs">&nbsp;</span>
                </span>
              </span>
            )}
            {/* Set apart from the avatar (issue 11): signing out should never be a mis-tap away. */}
            <button
              type="button"
              className="ml-1 rounded-lg border-l border-gray-200 p-2 text-gray-600 hover:bg-gray-100 sm:ml-3 sm:pl-3"
              onClick={onLogout}
              aria-label="Cerrar sesión"
              title="Cerrar sesión"
            >
              <LogOut aria-hidden className="size-5" />
            </button>
          </div>
        </header>
        {/*
          With a floating widget (the daily message, from `sm` up): a right gutter it lives in, so it never covers
          a control wherever the page is scrolled (issue 49 §2), and room below the page's last lines.
        */}
        <main
          id="contenido"
          className={clsx(
            'flex-1 px-4 py-6 lg:px-8 lg:py-8',
            overlays ? 'sm:pr-24 sm:pb-28 lg:pr-24 lg:pb-28' : null,
          )}
        >
          {children}
        </main>
        <footer className="border-t border-gray-100 px-4 py-4 text-center text-xs text-gray-500 lg:px-8">
          © {new Date().getFullYear()} Vitalia · Desarrollado por Nodo Software SpA
        </footer>
      </div>
      {overlays}
    </div>
  );
}
