import { useQuery } from '@tanstack/react-query';
import { adminTeamQueryOptions } from '@/lib/team-query';

/** The team, to choose whose hours to edit. */
export const useTeam = () => useQuery(adminTeamQueryOptions());
