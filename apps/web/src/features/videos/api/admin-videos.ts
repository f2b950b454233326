import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminVideo,
  AdminVideoResponse,
  AdminVideosQuery,
  AdminVideosResponse,
  VideoInput,
} from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';
import { videosQueryKey } from './get-videos';

export const adminVideosQueryKey = ['admin', 'videos'] as const;

/** A new file is rendered by a background job: look again until it is ready or failed. */
export const waitingForJob = (video: AdminVideo | undefined) =>
  video?.processing === 'queued' || video?.processing === 'processing';

export const useAdminVideos = (query: AdminVideosQuery) =>
  useQuery({
    queryKey: [...adminVideosQueryKey, query],
    queryFn: () => api.get<AdminVideosResponse>('/admin/videos', { query: { ...query } }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.videos.some(waitingForJob) ? 3000 : false),
  });

export const useAdminVideo = (id: number | null) =>
  useQuery({
    queryKey: [...adminVideosQueryKey, 'detail', id],
    queryFn: () => api.get<{ success: boolean; video: AdminVideo }>(`/admin/videos/${id}`),
    enabled: id !== null,
    refetchInterval: (current) => (waitingForJob(current.state.data?.video) ? 2000 : false),
  });

/** Every change answers with the video as it now is; the admin list and the members' catalogue follow. */
export function useVideoMutation<Input>(request: (input: Input) => Promise<AdminVideoResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminVideosQueryKey });
      void queryClient.invalidateQueries({ queryKey: videosQueryKey });
    },
  });
}

export const useCreateVideo = () =>
  useVideoMutation((input: VideoInput) => api.post<AdminVideoResponse>('/admin/videos', input));

export const useUpdateVideo = () =>
  useVideoMutation(({ id, ...input }: VideoInput & { id: number }) =>
    api.put<AdminVideoResponse>(`/admin/videos/${id}`, input),
  );

export const useUploadCaptions = () =>
  useVideoMutation(({ id, file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<AdminVideoResponse>(`/admin/videos/${id}/captions`, form);
  });

export const useRemoveCaptions = () =>
  useVideoMutation((id: number) => api.delete<AdminVideoResponse>(`/admin/videos/${id}/captions`));
