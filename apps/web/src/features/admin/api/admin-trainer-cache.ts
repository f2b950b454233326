import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTrainerList, AdminTrainerResponse } from '@vitalia/shared/trainers';
import { adminTeamQueryKey } from '@/lib/team-query';

/** Every change answers with the trainer as she now is; the list and the public team both follow. */
export function useTrainerMutation<Input>(request: (input: Input) => Promise<AdminTrainerResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (response) => {
      queryClient.setQueryData<AdminTrainerList>(adminTeamQueryKey, (list) =>
        list
          ? {
              ...list,
              trainers: list.trainers.map((row) => (row.id === response.trainer.id ? response.trainer : row)),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: ['trainers'] });
    },
  });
}
