import { useMutation, useQueryClient } from '@tanstack/react-query';

export const adminUsersQueryKey = ['admin', 'users'] as const;

/** Every member change refreshes the table, the member page and the counts (and the activity log). */
export function useMemberMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'activity'] }),
      ]),
  });
}
