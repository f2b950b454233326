import { StorePage } from '@/components/layouts/store-page';
import { EvaluationBooking } from '@/features/scheduling/components/evaluation-booking';

/** /reservar: the free first evaluation, booked by a visitor without an account first (issue 48 §1). */
export default function StoreEvaluationRoute() {
  return (
    <StorePage
      title="Tu evaluación inicial gratis"
      intro="Una primera conversación con una profesional del equipo para conocer tu punto de partida y tus metas. Sin costo y sin tarjeta."
    >
      <EvaluationBooking />
    </StorePage>
  );
}
