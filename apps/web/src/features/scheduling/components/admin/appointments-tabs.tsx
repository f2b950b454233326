import { SectionTabs } from '@/components/layouts/section-tabs';
import { paths } from '@/config/paths';

const TABS = [
  { to: paths.admin.appointments, label: 'Citas', end: true },
  { to: paths.admin.appointmentTypes, label: 'Tipos de consulta' },
  { to: paths.admin.teamHours, label: 'Horarios del equipo' },
];

/** Admin "Citas": the bookings, what can be booked, and when the team attends. */
export function AppointmentsTabs() {
  return <SectionTabs label="Secciones de citas" tabs={TABS} />;
}
