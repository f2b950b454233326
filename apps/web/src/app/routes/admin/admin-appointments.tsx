import type { ReactNode } from 'react';
import { AppointmentsTable } from '@/features/scheduling/components/admin/appointments-table';
import { AppointmentsTabs } from '@/features/scheduling/components/admin/appointments-tabs';
import { AppointmentTypesEditor } from '@/features/scheduling/components/admin/appointment-types-editor';
import { ServicesEditor } from '@/features/scheduling/components/admin/services-editor';
import { HolidaysEditor } from '@/features/scheduling/components/admin/holidays-editor';
import { TeamHoursEditor } from '@/features/scheduling/components/admin/team-hours-editor';
import { PlanAllowancesEditor } from '@/features/scheduling/components/admin/plan-allowances-editor';

function Section({ intro, children }: { intro: string; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold text-brand-900">Citas</h1>
        <p className="mt-1 text-gray-600">{intro}</p>
      </div>
      <AppointmentsTabs />
      {children}
    </div>
  );
}

/** /admin/appointments */
export default function AdminAppointmentsRoute() {
  return (
    <Section intro="Todas las consultas 1:1 del equipo, con su estado.">
      <AppointmentsTable />
    </Section>
  );
}

/** /admin/appointments/tipos */
export function AdminAppointmentTypesRoute() {
  return (
    <Section intro="Lo que se puede agendar: duración, márgenes, anticipación y plazos para cancelar.">
      <PlanAllowancesEditor />
      <AppointmentTypesEditor />
    </Section>
  );
}

/** /admin/appointments/horarios */
export function AdminTeamHoursRoute() {
  return (
    <Section intro="Cuándo atiende cada profesional: su semana, días con otro horario y ausencias.">
      <TeamHoursEditor />
      <ServicesEditor />
      <HolidaysEditor />
    </Section>
  );
}
