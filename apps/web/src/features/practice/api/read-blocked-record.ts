import { useMutation } from '@tanstack/react-query';
import type { BlockedRecordReadingInput, BlockedRecordResponse } from '@vitalia/shared/blocked-records';
import { api } from '@/lib/api-client';

/** One reasoned reading: the server writes the basis and reason to the audit log, then answers the record. */
export const useReadBlockedRecord = (id: number) =>
  useMutation({
    mutationFn: (input: BlockedRecordReadingInput) =>
      api.post<BlockedRecordResponse>(`/admin/clinical-records/${id}/readings`, input),
  });
