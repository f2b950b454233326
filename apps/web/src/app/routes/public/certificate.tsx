import { useParams } from 'react-router';
import { PublicPage } from '@/components/layouts/public-page';
import { CertificateCheck } from '@/features/courses/components/certificates';

/** /certificados/{code}: the public verification of a course certificate (no sign-in needed). */
export default function CertificateRoute() {
  const { code } = useParams();
  return (
    <PublicPage title="Verificación de certificado">
      <CertificateCheck code={(code ?? '').toUpperCase().slice(0, 20)} />
    </PublicPage>
  );
}
