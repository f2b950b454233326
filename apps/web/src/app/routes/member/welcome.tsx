import { ErrorFallback } from '@/components/errors/error-fallback';
import { LoadingBlock } from '@/components/layouts/loading-screen';
import { useIntake } from '@/features/onboarding/api/get-intake';
import { IntakeWizard } from '@/features/onboarding/components/intake-wizard';

/** /bienvenida: the onboarding intake, and its editor when the member comes back from /profile. */
export default function WelcomeRoute() {
  const intake = useIntake();
  if (intake.isPending) return <LoadingBlock />;
  if (intake.isError)
    return <ErrorFallback message={intake.error.message} onRetry={() => void intake.refetch()} />;
  return <IntakeWizard state={intake.data} />;
}
