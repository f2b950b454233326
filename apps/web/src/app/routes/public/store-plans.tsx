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
      <p className="mt-10 text-center text-sm text-gray-600">
        ¿Quieres saber quién te acompañará?{' '}
        <Link to={paths.storeTeam} className="font-medium text-brand-700 underline">
          Conoce a nuestro equipo
        </Link>
      </p>
    </StorePage>
  );
}
