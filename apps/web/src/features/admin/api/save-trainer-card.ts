import type { AdminTrainerResponse } from '@vitalia/shared/trainers';
import type { TrainerCardInput } from '@vitalia/shared/trainers';
import { api } from '@/lib/api-client';
import { useTrainerMutation } from './admin-trainer-cache';

export const useSaveTrainerCard = () =>
  useTrainerMutation(({ id, ...body }: TrainerCardInput & { id: number }) =>
    api.put<AdminTrainerResponse>(`/admin/trainers/${id}`, body),
  );
