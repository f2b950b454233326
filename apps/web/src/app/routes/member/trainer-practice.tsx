import { useParams } from 'react-router';
import { TrainerHome } from '@/features/practice/components/trainer-home';
import { ClientsList } from '@/features/practice/components/clients-list';
import { ClientChart } from '@/features/practice/components/client-chart';
import { EnterRoom } from '@/features/scheduling/components/enter-room';
import { ConsentHistory, IntakeAnswers } from '@/features/onboarding/components/intake-summary';
import { ClientCheckIns } from '@/features/check-ins/components/client-check-ins';
import { ClientMealPlans } from '@/features/meal-plans/components/client-meal-plans';
import { ClientJournal } from '@/features/journal/components/client-journal';
import { ClientOwnMeasurements } from '@/features/progress/components/client-own-measurements';
import { ClientProgress } from '@/features/progress/components/client-progress';
import { ClientProgressPhotos } from '@/features/progress/components/client-progress-photos';
import { ProfessionalOnly } from './professional-only';

/** /trainer/hoy: where a professional lands (issue 45 §1). */
export default function TrainerHomeRoute() {
  return (
    <ProfessionalOnly>
      <TrainerHome
        enterRoom={(item) =>
          item.status === 'confirmed' ? <EnterRoom appointment={item} who={item.who} /> : null
        }
      />
    </ProfessionalOnly>
  );
}

/** /trainer/clientes: the people in her care (issue 45 §2). */
export function TrainerClientsRoute() {
  return (
    <ProfessionalOnly>
      <ClientsList />
    </ProfessionalOnly>
  );
}

/** /trainer/clientes/{id}: one client's chart (issue 45 §3); the intake comes from onboarding. */
export function TrainerClientRoute() {
  const memberId = Number(useParams().memberId);
  return (
    <ProfessionalOnly>
      <ClientChart
        key={memberId}
        memberId={Number.isSafeInteger(memberId) && memberId > 0 ? memberId : 0}
        checkIns={<ClientCheckIns memberId={memberId} />}
        mealPlans={<ClientMealPlans memberId={memberId} />}
        journal={<ClientJournal memberId={memberId} />}
        progress={<ClientProgress memberId={memberId} />}
        ownMeasurements={<ClientOwnMeasurements memberId={memberId} />}
        progressPhotos={<ClientProgressPhotos memberId={memberId} />}
        intake={(state) => (
          <>
            <h2 className="text-lg font-semibold text-gray-900">Cuestionario y consentimiento</h2>
            <IntakeAnswers state={{ success: true, ...state }} />
            <div className="border-t border-gray-100 pt-3">
              <h3 className="text-sm font-medium text-gray-900">Consentimiento para datos de salud</h3>
              <div className="mt-1">
                <ConsentHistory state={{ success: true, ...state }} />
              </div>
            </div>
          </>
        )}
      />
    </ProfessionalOnly>
  );
}
