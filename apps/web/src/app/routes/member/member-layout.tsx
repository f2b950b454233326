import { Link, Outlet, useLocation } from 'react-router';
import {
  BookOpen,
  Clapperboard,
  CookingPot,
  CalendarCheck,
  CalendarPlus,
  Crown,
  GraduationCap,
  Home,
  LayoutDashboard,
  MessagesSquare,
  MessageCircle,
  NotebookPen,
  PlayCircle,
  Receipt,
  Search,
  Sparkles,
  Stethoscope,
  TrendingUp,
  UserRound,
  Users,
  Video,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { AppShell, type MenuItem } from '@/components/layouts/app-shell';
import { isStaffUser, useSession } from '@/lib/auth';
import { Authorization } from '@/lib/authorization';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { CartButton } from '@/features/cart/components/cart-button';
import { DailyMessage } from '@/features/daily-message/components/daily-message';
import { useExperiments } from '@/lib/experiments';
import { useUnreadMessages } from '@/features/conversations/api/get-unread-count';
import { useConversationSignals } from '@/features/conversations/api/use-conversation-signals';
import { useLogoutAndLeave } from '@/app/use-logout-and-leave';
import { useUnknownPathNotice } from './unknown-path';

/**
 * SPEC §2 member menu, in its order, with "Cursos" after "Videos" (issue 19: members take courses, and the
 * spec's menu has no way to them; ADR 0043) and "Contáctanos" after it all (issue 22). Its English words are
 * Spanish names of what each page holds (issue 49 §4, ADR 0087).
 */
export const MEMBER_MENU: MenuItem[] = [
  { label: 'Inicio', to: paths.home, icon: Home },
  { label: 'Mi resumen', to: paths.dashboard, icon: LayoutDashboard },
  { label: 'Buscar', to: paths.search, icon: Search },
  { label: 'Videos', to: paths.videos, icon: PlayCircle },
  { label: 'Cursos', to: paths.courses, icon: GraduationCap },
  { label: 'Agendamiento', to: paths.agenda, icon: CalendarPlus },
  { label: 'Mis Citas', to: paths.appointments, icon: CalendarCheck },
  { label: 'Mis Clases', to: paths.classes, icon: Video },
  { label: 'Mensajes', to: paths.messages, icon: MessagesSquare },
  { label: 'Mi diario', to: paths.journal, icon: NotebookPen },
  { label: 'Mi progreso', to: paths.progress, icon: TrendingUp },
  { label: 'Biblioteca', to: paths.library, icon: BookOpen },
  { label: 'Membresía', to: paths.membershipPlans, icon: Crown },
  { label: 'Mis pagos', to: paths.myPayments, icon: Receipt },
  { label: 'Mi Perfil', to: paths.profile, icon: UserRound },
  { label: 'Contáctanos', to: paths.contact, icon: MessageCircle },
];

/**
 * A professional's menu is her practice (issue 45 §1): her day, her clients, her agenda, classes, what she
 * publishes and her profile. The member's catalogue stays reachable from the pages themselves.
 */
const TRAINER_MENU: MenuItem[] = [
  { label: 'Hoy', to: paths.trainerHome, icon: Home },
  { label: 'Mis clientes', to: paths.trainerClients, icon: Users },
  { label: 'Mensajes', to: paths.messages, icon: MessagesSquare },
  { label: 'Agenda', to: paths.trainerClasses, icon: Stethoscope },
  { label: 'Recetas', to: paths.trainerRecipes, icon: CookingPot },
  { label: 'Clases', to: paths.classes, icon: Video },
  { label: 'Contenido', to: paths.trainerCourses, icon: GraduationCap },
  { label: 'Mis videos', to: paths.trainerVideos, icon: Clapperboard },
  { label: 'Mis e-books', to: paths.trainerEbooks, icon: BookOpen },
  { label: 'Mi Perfil', to: paths.profile, icon: UserRound },
];

/**
 * An admin in her practice's pages: her day and her clients; her agenda and what she publishes are the
 * admin's own pages, one click back in the panel.
 */
const ADMIN_PRACTICE_MENU: MenuItem[] = [
  { label: 'Hoy', to: paths.trainerHome, icon: Home },
  { label: 'Mis clientes', to: paths.trainerClients, icon: Users },
  { label: 'Agenda', to: paths.admin.appointments, icon: Stethoscope },
  { label: 'Recetas', to: paths.trainerRecipes, icon: CookingPot },
  { label: 'Panel administrativo', to: paths.admin.root, icon: LayoutDashboard },
];

export default function MemberLayout() {
  const session = useSession();
  const experiments = useExperiments();
  const leave = useLogoutAndLeave();
  const { pathname } = useLocation();
  useUnknownPathNotice();
  const unreadMessages = useUnreadMessages(session.status === 'authenticated');
  useConversationSignals(session.status === 'authenticated');
  if (session.status !== 'authenticated') return null;
  // Staff are not customers: no upgrade nudge, daily message or member onboarding (issue 45 §1).
  const staff = isStaffUser(session.user);
  const baseMenu =
    session.user.account_role === 'trainer'
      ? TRAINER_MENU
      : staff && pathname.startsWith('/trainer/')
        ? ADMIN_PRACTICE_MENU
        : MEMBER_MENU;
  const unread = unreadMessages.data?.unread ?? 0;
  const dailyMessage = !staff && experiments.ready && experiments.daily_message_button;
  const menu = baseMenu.map((item) => (item.to === paths.messages ? { ...item, badge: unread } : item));
  return (
    <AppShell
      menu={menu}
      areaLabel="Área de socios"
      user={session.user}
      onLogout={leave}
      profilePath={paths.profile}
      headerActions={
        <>
          {/* SPEC §2: free plan only; staff never get the nudge. */}
          <Authorization check={(user) => user.plan_type === 'free' && user.account_role === 'member'}>
            <Link
              to={paths.membershipPlans}
              aria-label="Mejorar plan"
              className="btn bg-sun-400 px-2 py-1.5 whitespace-nowrap text-brand-900 hover:bg-sun-500 sm:px-3"
            >
              <Sparkles aria-hidden className="hidden size-4 sm:block" />
              {/* One word on a phone, where the header holds six controls. */}
              <span className="sm:hidden">Mejorar</span>
              <span className="hidden sm:inline">Mejorar plan</span>
            </Link>
          </Authorization>
          <Link
            to={paths.search}
            className="hidden rounded-lg p-2 text-gray-700 hover:bg-gray-100 sm:inline-flex"
            aria-label="Buscar"
            title="Buscar"
          >
            <Search aria-hidden className="size-5" />
          </Link>
          <CartButton />
          <NotificationBell />
          {dailyMessage ? (
            <DailyMessage placement="header" cardOnPhones={pathname === paths.dashboard} />
          ) : null}
        </>
      }
      overlays={dailyMessage ? <DailyMessage placement="floating" /> : null}
    >
      <Outlet />
    </AppShell>
  );
}
