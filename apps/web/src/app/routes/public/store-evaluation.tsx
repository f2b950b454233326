import { Link } from 'react-router';
import { StorePage } from '@/components/layouts/store-page';
import { paths } from '@/config/paths';
import { EvaluationBooking } from '@/features/scheduling/components/evaluation-booking';
import { useSession } from '@/lib/auth';

/** /reservar: the free first evaluation, booked by a visitor without an account first (issue 48 §1). */
export default function StoreEvaluationRoute() {
  const session = useSession();
  return (
    <StorePage
      title="Tu evaluación inicial gratis"
      intro="Una primera conversación con una profesional del equipo para conocer tu punto de partida y tus metas. Sin costo y sin tarjeta."
    >
      {session.status === 'authenticated' ? (
        // Signed in, her own agenda books it at once (no e-mail to confirm).
        <div className="card mx-auto max-w-xl text-center">
          <p className="text-gray-700">Ya tienes tu cuenta: agenda tu evaluación desde tu agenda.</p>
          <Link to={paths.agenda} className="btn-primary mt-4">
            Ir a Agendamiento
          </Link>
        </div>
      ) : (
        <EvaluationBooking />
      )}
    </StorePage>
  );
}
