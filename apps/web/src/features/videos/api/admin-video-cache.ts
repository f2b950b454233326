import type { AdminVideo, AdminVideoResponse } from '@vitalia/shared/videos';
import { useContentEditMutation } from '@/lib/content-editing';
import { videosQueryKey } from './video-cache';
import { useVideoEditingScope } from './editing-scope';

export const adminVideosQueryKey = ['admin', 'videos'] as const;

/** A new file is rendered by a background job: look again until it is ready or failed. */
export const waitingForJob = (video: AdminVideo | undefined) =>
  video?.processing === 'queued' || video?.processing === 'processing';

/** Every change answers with the video as it now is; the admin list and the members' catalogue follow. */
export const useVideoMutation = <Input>(
  request: (apiBase: string, input: Input) => Promise<AdminVideoResponse>,
) =>
  useContentEditMutation({
    apiBase: useVideoEditingScope().apiBase,
    request,
    refresh: [{ queryKey: adminVideosQueryKey }, { queryKey: videosQueryKey }],
  });
