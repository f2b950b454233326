import { Link } from 'react-router';
import { StorePage } from '@/components/layouts/store-page';
import { paths } from '@/config/paths';
import { PublicPlans } from '@/features/landing/components/public-plans';

/** /planes: prices before any sign-up (issue 48 §1, ADR 0085). */
export default function StorePlansRoute() {
  return (
    <StorePage
      title="Planes y precios"
      intro="Empieza gratis. Cuando quieras más acompañamiento, suma cursos, consultas con el equipo y planes de alimentación."
    >
      <PublicPlans />
      <section className="card mx-auto mt-10 max-w-2xl text-center" aria-labelledby="free-evaluation">
        <h2 id="free-evaluation" className="text-xl font-semibold text-gray-900">
          ¿No sabes por dónde empezar?
        </h2>
        <p className="mt-2 text-gray-700">
          Reserva una evaluación inicial gratis con una profesional del equipo. No necesitas cuenta ni
          tarjeta.
        </p>
        <Link to={paths.storeEvaluation} className="btn-primary mt-4">
          Reservar mi evaluación gratis
        </Link>
      </section>
      <p className="mt-10 text-center text-sm text-gray-600">
        ¿Quieres saber quién te acompañará?{' '}
        <Link to={paths.storeTeam} className="font-medium text-brand-700 underline">
          Conoce a nuestro equipo
        </Link>
      </p>
    </StorePage>
  );
}
