import { FinalCall, Hero, Mission, Services, Stats } from '@/features/landing/components/landing-sections';
import { TeamSection } from '@/features/landing/components/team-section';
import { MonthlyFeedback } from '@/features/feedback/components/monthly-feedback';
import { isAdminUser, useSession } from '@/lib/auth';
import { usePublicSettings } from '@/lib/public-settings';

/** SPEC §2 landing /home, with the monthly feedback prompt that only this page opens. */
export default function HomeRoute() {
  const session = useSession();
  const promptDay = usePublicSettings().data?.feedback_prompt_day;
  return (
    <div className="mx-auto max-w-6xl">
      <Hero />
      <Stats />
      <Mission />
      <Services />
      <TeamSection />
      <FinalCall />
      <MonthlyFeedback
        signedIn={session.status === 'authenticated'}
        isAdmin={isAdminUser(session.user)}
        promptDay={promptDay}
      />
    </div>
  );
}
