import { useQuery } from '@tanstack/react-query';
import { adminTeamQueryOptions } from '@/lib/team-query';

/** The team, for the course's "Profesional" select. */
export const useTrainerOptions = (enabled: boolean) =>
  useQuery({
    ...adminTeamQueryOptions(),
    enabled,
    select: (team) => team.trainers.map((trainer) => ({ id: trainer.id, name: trainer.name })),
  });
