import { MemberClasses } from '@/features/classes/components/member-classes';
import { CalendarFeedCard } from '@/features/scheduling/components/calendar-feed-card';

/** /classes (SPEC "Mis Clases"): her classes and the catalogue of live classes and webinars. */
export default function ClassesRoute() {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900">Mis Clases</h1>
        <p className="mt-1 text-gray-600">
          Clases en vivo y webinars con el equipo. Si una clase está llena, únete a la lista de espera: te
          avisamos si se libera un cupo.
        </p>
      </header>
      <MemberClasses />
      <CalendarFeedCard />
    </div>
  );
}
