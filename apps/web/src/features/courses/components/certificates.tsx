import { Link } from 'react-router';
import { Award, BadgeCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { env } from '@/config/env';
import { formatDate } from '@/utils/format';
import { generalMessage } from '@/lib/api-client';
import { useCertificates } from '../api/get-certificates';
import { useCertificateCheck } from '../api/verify-certificate';
import { Loading } from '@/components/data/load-states';

/** Mi Perfil › Mis certificados: one per completed course, to download or share its verification address. */
export function MyCertificates() {
  const certificates = useCertificates();
  const list = certificates.data?.certificates ?? [];
  return (
    <section aria-labelledby="certificates" className="card space-y-3 p-5">
      <h2 id="certificates" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <Award aria-hidden className="size-5 text-sun-500" /> Mis certificados
      </h2>
      {certificates.isPending ? <Loading /> : null}
      {certificates.isSuccess && list.length === 0 ? (
        <p className="text-sm text-gray-600">
          Al completar un curso recibirás aquí tu certificado.{' '}
          <Link to={paths.courses} className="text-brand-700 underline">
            Ver cursos
          </Link>
        </p>
      ) : null}
      <ul className="divide-y divide-gray-100">
        {list.map((certificate) => (
          <li key={certificate.code} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div>
              <p className="font-medium text-gray-900">{certificate.course_title}</p>
              <p className="text-xs text-gray-500">
                {formatDate(certificate.issued_at)} · Código {certificate.code}
              </p>
            </div>
            <div className="flex gap-2">
              <a
                className="btn-secondary"
                href={`${env.VITE_API_URL}/courses/${certificate.course_id}/certificate`}
                download
              >
                Descargar PDF
              </a>
              <Link className="btn-ghost" to={paths.certificate(certificate.code)}>
                Verificar
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /certificados/{code}: anyone checks a certificate (an employer, a clinic) without an account. */
export function CertificateCheck({ code }: { code: string }) {
  const check = useCertificateCheck(code);
  return (
    <div className="space-y-4">
      {check.isPending ? <p role="status">Verificando...</p> : null}
      {check.isError ? (
        <p role="alert" className="card p-6 text-red-700">
          {generalMessage(check.error)}
        </p>
      ) : null}
      {check.data ? (
        <div className="card space-y-2 p-6">
          <p className="flex items-center gap-2 font-semibold text-emerald-700">
            <BadgeCheck aria-hidden className="size-6" /> Certificado válido
          </p>
          <p className="text-gray-800">
            <strong>{check.data.certificate.member_name}</strong> completó el curso «
            {check.data.certificate.course_title}»
            {check.data.certificate.trainer_name
              ? `, impartido por ${check.data.certificate.trainer_name}`
              : ''}
            , el {formatDate(check.data.certificate.issued_at)}.
          </p>
          <p className="text-sm text-gray-500">Código {check.data.certificate.code} · Emitido por Vitalia</p>
        </div>
      ) : null}
    </div>
  );
}
