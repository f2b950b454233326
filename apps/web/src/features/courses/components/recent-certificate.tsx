import { Link } from 'react-router';
import { Award } from 'lucide-react';
import { formatShortDate } from '@vitalia/shared/dates';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useCertificates } from '../api/get-certificates';

/** A certificate is celebrated on her dashboard for a month after she earns it, not only in a toast. */
const CELEBRATED_DAYS = 30;

/** "¡Terminaste «…»!": her newest certificate of the last month, to download or share; nothing otherwise. */
export function RecentCertificate({ className = '' }: { className?: string }) {
  const certificates = useCertificates();
  const newest = certificates.data?.certificates
    .filter((item) => Date.now() - Date.parse(item.issued_at) < CELEBRATED_DAYS * 86_400_000)
    .sort((a, b) => Date.parse(b.issued_at) - Date.parse(a.issued_at))[0];
  if (!newest) return null;
  return (
    <section
      className={`card flex flex-col gap-3 border-amber-200 bg-amber-50 sm:flex-row sm:items-center ${className}`}
      aria-labelledby="recent-certificate"
    >
      <Award aria-hidden className="size-10 shrink-0 text-sun-500" />
      <div className="flex-1">
        <h2 id="recent-certificate" className="font-semibold text-gray-900">
          ¡Terminaste «{newest.course_title}»!
        </h2>
        <p className="text-sm text-gray-700">
          Tu certificado es del {formatShortDate(newest.issued_at)}. Descárgalo o comparte su código de
          verificación.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={`${env.VITE_API_URL}/courses/${newest.course_id}/certificate`}
          className="btn-primary"
          download
        >
          Descargar certificado
        </a>
        <Link to={paths.certificate(newest.code)} className="btn-secondary">
          Ver verificación
        </Link>
      </div>
    </section>
  );
}
