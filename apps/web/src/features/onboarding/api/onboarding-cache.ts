import { useMutation, useQueryClient } from '@tanstack/react-query';

export const intakeKey = ['onboarding', 'intake'] as const;

export const homeKey = ['onboarding', 'home'] as const;

export function useOnboardingMutation<TVariables, TResult>(
  call: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: intakeKey }),
        queryClient.invalidateQueries({ queryKey: homeKey }),
      ]),
  });
}
