import { Link } from 'react-router';
import { StorePage } from '@/components/layouts/store-page';
import { paths } from '@/config/paths';
import { TeamSection } from '@/features/landing/components/team-section';

/** /equipo: every active professional with her registration number, before any sign-up (issue 48 §1). */
export default function StoreTeamRoute() {
  return (
    <StorePage
      title="Nuestro equipo"
      intro="Nutricionistas, kinesiólogos y psicólogos con registro vigente en la Superintendencia de Salud."
    >
      <TeamSection everyone />
      <p className="mt-10 text-center text-sm text-gray-600">
        <Link to={paths.storePlans} className="font-medium text-brand-700 underline">
          Ver planes y precios
        </Link>
      </p>
    </StorePage>
  );
}
