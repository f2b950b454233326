import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HomeResponse, IntakeInput, IntakeResponse } from '@vitalia/shared/onboarding';
import { api } from '@/lib/api-client';
import { takeFirstData } from '@/lib/first-data';

type Message = { success: boolean; message: string };

export const intakeKey = ['onboarding', 'intake'] as const;
export const homeKey = ['onboarding', 'home'] as const;

/** The member's own intake and consent; `prompt` says whether to offer the intake. */
export const useIntake = (enabled = true) =>
  useQuery({
    queryKey: intakeKey,
    queryFn: () => api.get<IntakeResponse>('/users/me/intake'),
    initialData: () => takeFirstData<IntakeResponse>('/api/users/me/intake'),
    enabled,
  });

/** Her personal strip and checklist, computed on the server. */
export const useHome = (enabled = true) =>
  useQuery({
    queryKey: homeKey,
    queryFn: () => api.get<HomeResponse>('/users/me/home'),
    initialData: () => takeFirstData<HomeResponse>('/api/users/me/home'),
    enabled,
  });

/**
 * The coach's read of a member's intake: an admin's on the member page, or a professional's of a member who
 * booked her (`/trainer/members/{id}/intake`). Each read is audited by the server.
 */
export const useMemberIntake = (userId: number, reader: 'admin' | 'trainer' = 'admin') =>
  useQuery({
    queryKey: [reader, 'users', userId, 'intake'],
    queryFn: () =>
      api.get<IntakeResponse>(
        reader === 'admin' ? `/users/${userId}/intake` : `/trainer/members/${userId}/intake`,
      ),
  });

function useOnboardingMutation<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
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

export const useSaveIntake = () =>
  useOnboardingMutation((input: IntakeInput) => api.put<IntakeResponse & Message>('/users/me/intake', input));

export const useSkipIntake = () => useOnboardingMutation(() => api.post<Message>('/users/me/intake/skip'));

export const useWithdrawConsent = () =>
  useOnboardingMutation(() => api.delete<Message>('/users/me/intake/consent'));

export const useMarkTutorialSeen = () =>
  useOnboardingMutation(() => api.put<Message>('/users/me/milestones/tutorial'));
