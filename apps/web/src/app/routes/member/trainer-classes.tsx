import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { TrainerAppointments } from '@/features/scheduling/components/trainer-appointments';
import { TrainerClasses } from '@/features/classes/components/trainer-classes';
import { CalendarFeedCard } from '@/features/scheduling/components/calendar-feed-card';
import { OwnHoursEditor } from '@/features/scheduling/components/own-hours-editor';
import { MemberIntakePanel } from '@/features/onboarding/components/member-intake-panel';

/** /trainer/classes: a professional's own agenda; anyone else is sent to /home (SPEC §2). */
export default function TrainerClassesRoute() {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  if (session.user.account_role !== 'trainer') return <Navigate to={paths.home} replace />;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900">Mi agenda profesional</h1>
        <p className="mt-1 text-gray-600">Las consultas que te agendaron y las clases en vivo que dictas.</p>
      </header>
      <TrainerAppointments
        memberExtra={(memberId) => <MemberIntakePanel userId={memberId} reader="trainer" />}
      />
      <TrainerClasses />
      <section aria-labelledby="tus-horarios" className="space-y-3">
        <h2 id="tus-horarios" className="text-lg font-semibold text-gray-900">
          Tus horarios
        </h2>
        <p className="text-sm text-gray-600">
          Cuándo pueden agendarte: tu semana, días con otro horario y ausencias. Las citas ya agendadas no
          cambian.
        </p>
        <OwnHoursEditor />
      </section>
      <CalendarFeedCard />
    </div>
  );
}
