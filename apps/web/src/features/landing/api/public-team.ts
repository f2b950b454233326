import { useQuery } from '@tanstack/react-query';
import type { PublicTeam } from '@vitalia/shared/storefront';
import { api } from '@/lib/api-client';
import { takeFirstData } from '@/lib/first-data';

/** Every active professional, for /equipo (issue 48 §1); the landing's section shows the featured ones. */
export const usePublicTeam = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: ['public', 'team'],
    queryFn: async () => (await api.get<PublicTeam>('/public/team')).professionals,
    initialData: () => takeFirstData<PublicTeam>('/api/public/team')?.professionals,
    staleTime: 60_000,
    enabled,
  });
