import type { AdminTrainerResponse, TrainerAccountInput } from '@vitalia/shared/trainers';
import { api } from '@/lib/api-client';
import { useTrainerMutation } from './admin-trainer-cache';

/** Which account attends with a team card (a professional's, or an admin's who also sees clients). */
export const useSaveTrainerAccount = () =>
  useTrainerMutation(({ id, ...body }: TrainerAccountInput & { id: number }) =>
    api.put<AdminTrainerResponse>(`/admin/trainers/${id}/account`, body),
  );
