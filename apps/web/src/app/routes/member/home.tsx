import { FinalCall, Hero, Mission, Services, Stats } from '@/features/landing/components/landing-sections';
import { TeamSection } from '@/features/landing/components/team-section';
import { MonthlyFeedback } from '@/features/feedback/components/monthly-feedback';
import { isAdminUser, useSession } from '@/lib/auth';
import { usePublicSettings } from '@/lib/public-settings';
import { useExperiments } from '@/lib/experiments';
import { PersonalStrip } from '@/features/onboarding/components/personal-strip';
import { DueCheckIns } from '@/features/check-ins/components/due-check-ins';
import { MealPlanCard } from '@/features/meal-plans/components/meal-plan-card';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The landing content under an optional strip. The prerendered first screen (ADR 0026) draws only what a
 * screen shows first (`firstScreenOnly`): less to parse and lay out before the first paint.
 */
export function HomeLanding({
  strip,
  firstScreenOnly = false,
}: {
  strip: ReactNode;
  firstScreenOnly?: boolean;
}) {
  return (
    <>
      {strip ? <div className="mb-8">{strip}</div> : null}
      <Hero />
      <Stats />
      {firstScreenOnly ? null : (
        <>
          <Mission />
          <Services />
          <TeamSection />
          <FinalCall />
        </>
      )}
    </>
  );
}

/**
 * SPEC §2 landing /home, with the monthly feedback prompt that only this page opens; a signed-in member
 * sees her personal strip above it (issue 11).
 */
export default function HomeRoute() {
  const session = useSession();
  const promptDay = usePublicSettings().data?.feedback_prompt_day;
  const experiments = useExperiments();
  const isMember = session.status === 'authenticated' && !isAdminUser(session.user);
  // A professional's home is her practice (issue 45 §1), not the members' landing.
  if (session.status === 'authenticated' && session.user.account_role === 'trainer')
    return <Navigate to={paths.trainerHome} replace />;
  return (
    <div className="mx-auto max-w-6xl">
      <HomeLanding
        strip={
          isMember ? (
            <div className="space-y-4">
              <DueCheckIns />
              <MealPlanCard />
              <PersonalStrip />
            </div>
          ) : null
        }
      />
      {experiments.ready && experiments.monthly_feedback_prompt ? (
        <MonthlyFeedback
          signedIn={session.status === 'authenticated'}
          isAdmin={isAdminUser(session.user)}
          promptDay={promptDay}
        />
      ) : null}
    </div>
  );
}
