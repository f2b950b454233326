import { useQuery } from '@tanstack/react-query';
import { adminTeamQueryOptions } from '@/lib/team-query';

export const useAdminTrainers = () => useQuery(adminTeamQueryOptions());
