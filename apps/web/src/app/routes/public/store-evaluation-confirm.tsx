import { useSearchParams } from 'react-router';
import { StorePage } from '@/components/layouts/store-page';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { EvaluationConfirmation } from '@/features/scheduling/components/evaluation-confirmation';

/** /reservar/confirmar?t=…: the link of her e-mail; the token is the only credential (ADR 0092). */
export default function StoreEvaluationConfirmRoute() {
  const [search] = useSearchParams();
  return (
    <StorePage title="Confirma tu evaluación" intro="Un paso más y la hora es tuya.">
      <EvaluationConfirmation
        token={search.get('t') ?? ''}
        passwordForm={(passwordToken) => <ResetPasswordForm token={passwordToken} />}
      />
    </StorePage>
  );
}
