import { createContext, useContext } from 'react';

/**
 * Who is editing videos: an admin (every video, /api/admin/videos) or a professional (her own,
 * /api/trainer/videos, with her uploads at its /uploads). The same table, editor and uploader serve both;
 * the server decides what each may touch.
 */
export interface VideoEditingScope {
  apiBase: string;
}

export const ADMIN_VIDEOS_SCOPE: VideoEditingScope = { apiBase: '/admin/videos' };
export const TRAINER_VIDEOS_SCOPE: VideoEditingScope = { apiBase: '/trainer/videos' };

export const VideoEditingContext = createContext<VideoEditingScope>(ADMIN_VIDEOS_SCOPE);
export const useVideoEditingScope = () => useContext(VideoEditingContext);
