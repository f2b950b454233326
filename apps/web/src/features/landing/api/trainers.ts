import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerList } from '@vitalia/shared/member';
import { TRAINER_MESSAGES } from '@vitalia/shared/messages/member';
import { api, ApiError } from '@/lib/api-client';

/** SPEC §8 trainers: "Error {status}: {statusText}" for an HTTP failure, else "Error de conexión al servidor". */
export function trainersErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http')
    return TRAINER_MESSAGES.httpError(error.status, error.statusText);
  return TRAINER_MESSAGES.connection;
}

export const getTrainersQueryOptions = () =>
  queryOptions({
    queryKey: ['trainers'],
    queryFn: async () => (await api.get<TrainerList>('/trainers')).trainers,
  });

export function useTrainers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getTrainersQueryOptions(), enabled });
}
