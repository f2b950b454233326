import { useQuery } from '@tanstack/react-query';
import type { CheckInFormsResponse } from '@vitalia/shared/check-ins';
import { api } from '@/lib/api-client';
import { formsKey } from './keys';

/** Her forms, and the templates she can start from. */
export const useCheckInForms = () =>
  useQuery({ queryKey: formsKey, queryFn: () => api.get<CheckInFormsResponse>('/trainer/check-in-forms') });
