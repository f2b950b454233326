import { useQuery } from '@tanstack/react-query';
import { adminTeamQueryOptions } from '@/lib/team-query';

/** The active professionals a class can be given to. */
export const useTeamForClasses = () =>
  useQuery({
    ...adminTeamQueryOptions(),
    select: (team) => team.trainers.filter((trainer) => trainer.is_active),
  });
