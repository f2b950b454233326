import { MySummaries } from '@/features/practice/components/my-summaries';
import { MyAppointments } from '@/features/scheduling/components/my-appointments';
import { CalendarFeedCard } from '@/features/scheduling/components/calendar-feed-card';

/** /citas */
export default function AppointmentsRoute() {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900">Mis Citas</h1>
        <p className="mt-1 text-gray-600">
          Tus consultas con el equipo: cambia el horario o cancela dentro de los plazos.
        </p>
      </header>
      <MyAppointments />
      <MySummaries />
      <CalendarFeedCard />
    </div>
  );
}
