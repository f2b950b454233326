import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminTrainerListSchema,
  AdminTrainerResponseSchema,
  TrainerCardInput,
} from '@vitalia/shared/trainers';
import { api } from '@/lib/api-client';

type TrainerList = z.infer<typeof AdminTrainerListSchema>;
type TrainerResponse = z.infer<typeof AdminTrainerResponseSchema>;

const trainersQueryKey = ['admin', 'trainers'] as const;

export const useAdminTrainers = () =>
  useQuery({ queryKey: trainersQueryKey, queryFn: () => api.get<TrainerList>('/admin/trainers') });

/** Every change answers with the trainer as she now is; the list and the public team both follow. */
function useTrainerMutation<Input>(request: (input: Input) => Promise<TrainerResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (response) => {
      queryClient.setQueryData<TrainerList>(trainersQueryKey, (list) =>
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

export const useUploadTrainerPhoto = () =>
  useTrainerMutation(({ id, file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append('photo', file);
    return api.post<TrainerResponse>(`/admin/trainers/${id}/photo`, form);
  });

export const useRemoveTrainerPhoto = () =>
  useTrainerMutation((id: number) => api.delete<TrainerResponse>(`/admin/trainers/${id}/photo`));

export const useSaveTrainerCard = () =>
  useTrainerMutation(({ id, ...body }: TrainerCardInput & { id: number }) =>
    api.put<TrainerResponse>(`/admin/trainers/${id}`, body),
  );
