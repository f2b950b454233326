import { useQuery } from '@tanstack/react-query';
import type { MyCertificatesResponse } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { coursesQueryKey } from './course-cache';

export const useCertificates = () =>
  useQuery({
    queryKey: [...coursesQueryKey, 'certificates'],
    queryFn: () => api.get<MyCertificatesResponse>('/courses/certificates'),
  });
