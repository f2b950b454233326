import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateVerification } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';

/** GET /certificates/{code}: anyone checks a certificate, without an account. A wrong code is not retried. */
export const getCertificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['certificate', code],
    queryFn: () => api.get<CertificateVerification>(`/certificates/${encodeURIComponent(code)}`),
    retry: false,
  });

export const useCertificateCheck = (code: string) => useQuery(getCertificateQueryOptions(code));
