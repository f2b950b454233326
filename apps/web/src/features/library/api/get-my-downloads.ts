import { useQuery } from '@tanstack/react-query';
import type { MyDownloadsResponse } from '@vitalia/shared/library';
import { api } from '@/lib/api-client';
import { libraryQueryKey } from './library-cache';

export const useMyDownloads = () =>
  useQuery({
    queryKey: [...libraryQueryKey, 'downloads'],
    queryFn: () => api.get<MyDownloadsResponse>('/downloads/me'),
  });
