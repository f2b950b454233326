import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminVideo,
  AdminVideoResponse,
  AdminVideosQuery,
  AdminVideosResponse,
  VideoInput,
  AdminVideoDetailResponse,
} from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';
import { videosQueryKey } from './get-videos';
import { useVideoEditingScope } from './editing-scope';

export const adminVideosQueryKey = ['admin', 'videos'] as const;

/** A new file is rendered by a background job: look again until it is ready or failed. */
export const waitingForJob = (video: AdminVideo | undefined) =>
  video?.processing === 'queued' || video?.processing === 'processing';

export const useAdminVideos = (query: AdminVideosQuery) => {
  const { apiBase } = useVideoEditingScope();
  return useQuery({
    queryKey: [...adminVideosQueryKey, apiBase, query],
    queryFn: () => api.get<AdminVideosResponse>(apiBase, { query: { ...query } }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.videos.some(waitingForJob) ? 3000 : false),
  });
};

export const useAdminVideo = (id: number | null) => {
  const { apiBase } = useVideoEditingScope();
  return useQuery({
    queryKey: [...adminVideosQueryKey, apiBase, 'detail', id],
    queryFn: () => api.get<AdminVideoDetailResponse>(`${apiBase}/${id}`),
    enabled: id !== null,
    refetchInterval: (current) => (waitingForJob(current.state.data?.video) ? 2000 : false),
  });
};

/** Every change answers with the video as it now is; the admin list and the members' catalogue follow. */
function useVideoMutation<Input>(request: (apiBase: string, input: Input) => Promise<AdminVideoResponse>) {
  const queryClient = useQueryClient();
  const { apiBase } = useVideoEditingScope();
  return useMutation({
    mutationFn: (input: Input) => request(apiBase, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminVideosQueryKey });
      void queryClient.invalidateQueries({ queryKey: videosQueryKey });
    },
  });
}

export const useCreateVideo = () =>
  useVideoMutation((apiBase, input: VideoInput) => api.post<AdminVideoResponse>(apiBase, input));

export const useUpdateVideo = () =>
  useVideoMutation((apiBase, { id, ...input }: VideoInput & { id: number }) =>
    api.put<AdminVideoResponse>(`${apiBase}/${id}`, input),
  );

export const useUploadCaptions = () =>
  useVideoMutation((apiBase, { id, file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<AdminVideoResponse>(`${apiBase}/${id}/captions`, form);
  });

export const useRemoveCaptions = () =>
  useVideoMutation((apiBase, id: number) => api.delete<AdminVideoResponse>(`${apiBase}/${id}/captions`));
