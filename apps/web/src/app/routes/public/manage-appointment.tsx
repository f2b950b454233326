import { useSearchParams } from 'react-router';
import { PublicPage } from '@/components/layouts/public-page';
import { CancelByLink } from '@/features/scheduling/components/cancel-by-link';

/** /citas/gestionar?t=…: the cancel link of her appointment e-mails (no sign-in needed). */
export default function ManageAppointmentRoute() {
  const [search] = useSearchParams();
  return (
    <PublicPage title="Tu cita" reading={false}>
      <CancelByLink token={search.get('t') ?? ''} />
    </PublicPage>
  );
}
