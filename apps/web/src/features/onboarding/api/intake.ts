import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HomeResponse,
  IntakeInput,
  IntakeResponse,
  IntakeSavedResponse,
} from '@vitalia/shared/onboarding';
import { api } from '@/lib/api-client';
import { takeFirstData } from '@/lib/first-data';
import type { MessageResponse } from '@vitalia/shared/api';

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
  useOnboardingMutation((input: IntakeInput) => api.put<IntakeSavedResponse>('/users/me/intake', input));

export const useSkipIntake = () =>
  useOnboardingMutation(() => api.post<MessageResponse>('/users/me/intake/skip'));

export const useWithdrawConsent = () =>
  useOnboardingMutation(() => api.delete<MessageResponse>('/users/me/intake/consent'));

export const useMarkTutorialSeen = () =>
  useOnboardingMutation(() => api.put<MessageResponse>('/users/me/milestones/tutorial'));
