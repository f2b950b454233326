import { ClassCalendar } from '@/features/classes/components/admin/class-calendar';

/** /admin/calendar/class (and /admin/webinars): the classes on a calendar. */
export default function AdminCalendarRoute() {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900">Calendario de clases</h1>
      </header>
      <ClassCalendar />
    </div>
  );
}
