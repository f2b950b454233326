import { Outlet } from 'react-router';
import {
  Apple,
  BarChart3,
  CalendarDays,
  CreditCard,
  Crown,
  FileLock2,
  Flag,
  FolderKanban,
  GraduationCap,
  Home,
  LayoutDashboard,
  PlayCircle,
  Radio,
  Settings,
  Star,
  Stethoscope,
  TicketPercent,
  UserRound,
  Users,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { AppShell, type MenuItem } from '@/components/layouts/app-shell';
import { useSession } from '@/lib/auth';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useLogoutAndLeave } from '@/app/use-logout-and-leave';
import { useAdminHasPractice } from '@/features/practice/api/get-practice-card';

/** SPEC §2 admin menu; every item opens its own admin page (DESIGN difference 2). */
const ADMIN_MENU: MenuItem[] = [
  // "Inicio" is the platform's landing, as members see it; "Resumen" is the admin overview.
  { label: 'Inicio', to: paths.home, icon: Home },
  { label: 'Resumen', to: paths.admin.root, icon: LayoutDashboard, end: true },
  { label: 'Gestión de Contenido', to: paths.admin.content, icon: FolderKanban },
  { label: 'Gestión de Usuarios', to: paths.admin.users, icon: Users },
  { label: 'Gestión de Cursos', to: paths.admin.courses, icon: GraduationCap },
  { label: 'Gestión de Videos', to: paths.admin.videos, icon: PlayCircle },
  { label: 'Clases en Vivo', to: paths.admin.calendar, icon: Radio },
  // Consultations, types, the team's hours (issue 45 §6): reachable without typing its address.
  { label: 'Agenda', to: paths.admin.appointments, icon: CalendarDays },
  { label: 'Analíticas', to: paths.admin.analytics, icon: BarChart3 },
  { label: 'Pagos', to: paths.admin.payments, icon: CreditCard },
  { label: 'Cupones', to: paths.admin.coupons, icon: TicketPercent },
  { label: 'Membresías', to: paths.admin.memberships, icon: Crown },
  { label: 'Configuración', to: paths.admin.settings, icon: Settings },
  { label: 'Valoraciones', to: paths.admin.feedback, icon: Star },
  { label: 'Mensajes reportados', to: paths.admin.messageReports, icon: Flag },
  { label: 'Fichas bloqueadas', to: paths.admin.blockedRecords, icon: FileLock2 },
  { label: 'Alimentos', to: paths.admin.foods, icon: Apple },
  { label: 'Mi Perfil', to: paths.admin.profile, icon: UserRound },
];

/** An admin who also sees clients reaches her practice from here (issue 45 §1). */
const PRACTICE_ITEM: MenuItem = { label: 'Mi consulta', to: paths.trainerHome, icon: Stethoscope };

export default function AdminLayout() {
  const session = useSession();
  const leave = useLogoutAndLeave();
  const hasPractice = useAdminHasPractice();
  if (session.status !== 'authenticated') return null;
  return (
    <AppShell
      menu={hasPractice ? [...ADMIN_MENU.slice(0, 2), PRACTICE_ITEM, ...ADMIN_MENU.slice(2)] : ADMIN_MENU}
      areaLabel="Panel administrativo"
      user={session.user}
      onLogout={leave}
      profilePath={paths.admin.profile}
      headerActions={<NotificationBell />}
    >
      <Outlet />
    </AppShell>
  );
}
