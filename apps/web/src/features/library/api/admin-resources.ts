import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminResource,
  AdminResourceDetailResponse,
  AdminResourceResponse,
  AdminResourcesQuery,
  AdminResourcesResponse,
  ResourceInput,
} from '@vitalia/shared/library';
import { api } from '@/lib/api-client';
import { uploadForm, type UploadProgress } from '@/lib/upload';
import { libraryQueryKey } from './get-library';
import { useResourceEditingScope } from './editing-scope';

const adminResourcesQueryKey = ['admin', 'resources'] as const;

export const useAdminResources = (query: AdminResourcesQuery) => {
  const { apiBase } = useResourceEditingScope();
  return useQuery({
    queryKey: [...adminResourcesQueryKey, apiBase, query],
    queryFn: () => api.get<AdminResourcesResponse>(apiBase, { query: { ...query } }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.resources.some(waitingForJob) ? 3000 : false),
  });
};

/** A new PDF's pages and cover come from a background job: look again until they are there. */
const waitingForJob = (resource: AdminResource | undefined) =>
  Boolean(resource?.has_file && resource.pages === null);

/** The e-book open in the editor, fresh from the server while its PDF is being read. */
export const useAdminResource = (id: number | null) => {
  const { apiBase } = useResourceEditingScope();
  return useQuery({
    queryKey: [...adminResourcesQueryKey, apiBase, 'detail', id],
    queryFn: () => api.get<AdminResourceDetailResponse>(`${apiBase}/${id}`),
    enabled: id !== null,
    refetchInterval: (current) => (waitingForJob(current.state.data?.resource) ? 2000 : false),
  });
};

/** Every change answers with the e-book as it now is; the admin list and the members' library both follow. */
function useResourceMutation<Input>(
  request: (apiBase: string, input: Input) => Promise<AdminResourceResponse>,
) {
  const queryClient = useQueryClient();
  const { apiBase } = useResourceEditingScope();
  return useMutation({
    mutationFn: (input: Input) => request(apiBase, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminResourcesQueryKey });
      void queryClient.invalidateQueries({ queryKey: libraryQueryKey });
    },
  });
}

export const useCreateResource = () =>
  useResourceMutation((apiBase, input: ResourceInput) => api.post<AdminResourceResponse>(apiBase, input));

export const useUpdateResource = () =>
  useResourceMutation((apiBase, { id, ...input }: ResourceInput & { id: number }) =>
    api.put<AdminResourceResponse>(`${apiBase}/${id}`, input),
  );

export const useUploadResourcePdf = () =>
  useResourceMutation(
    (
      apiBase,
      {
        id,
        file,
        onProgress,
        signal,
      }: {
        id: number;
        file: File;
        onProgress: (progress: UploadProgress) => void;
        signal: AbortSignal;
      },
    ) => {
      const form = new FormData();
      form.append('file', file);
      return uploadForm<AdminResourceResponse>(`${apiBase}/${id}/file`, form, { onProgress, signal });
    },
  );

export const useUploadResourceCover = () =>
  useResourceMutation((apiBase, { id, file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append('cover', file);
    return api.post<AdminResourceResponse>(`${apiBase}/${id}/cover`, form);
  });

export const useRemoveResourceCover = () =>
  useResourceMutation((apiBase, id: number) => api.delete<AdminResourceResponse>(`${apiBase}/${id}/cover`));
