import { lazy, Suspense, useCallback } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import { formatDuration } from '@vitalia/shared/videos';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { paths } from '@/config/paths';
import { generalMessage } from '@/lib/api-client';
import { playbackQueryOptions, usePlayback } from '../api/get-playback';
import { useSaveVideoProgress } from '../api/save-video-progress';
import { useVideo } from '../api/get-video';
import { VideoPoster } from './video-card';
import { Loading } from '@/components/data/load-states';

const VideoPlayer = lazy(() => import('@/components/media/video-player'));

/** /video/{id}: one video, its player (or the upgrade call when her plan does not open it). */
export function VideoScreen({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const detail = useVideo(id);
  const video = detail.data?.video;
  const playable = Boolean(video && !video.locked && video.source !== 'none');
  const playback = usePlayback(id, playable);
  const save = useSaveVideoProgress(id);
  const renew = useCallback(
    () => queryClient.fetchQuery({ ...playbackQueryOptions(id), staleTime: 0 }),
    [queryClient, id],
  );

  const back = (
    <Link to={paths.videos} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> Volver a los videos
    </Link>
  );
  if (detail.isPending) return <Loading />;
  if (detail.isError || !video)
    return (
      <div className="space-y-4">
        {back}
        <p role="alert" className="card p-6 text-red-700">
          {detail.error ? generalMessage(detail.error) : 'No encontramos ese video.'}
        </p>
      </div>
    );

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      {back}
      <header>
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">{video.category}</p>
        <h1 className="text-2xl font-semibold text-brand-900">{video.title}</h1>
        {video.duration_seconds > 0 ? (
          <p className="text-sm text-gray-500">Duración {formatDuration(video.duration_seconds)}</p>
        ) : null}
      </header>
      {video.locked ? (
        <div className="card space-y-4 p-4">
          <div className="opacity-60">
            <VideoPoster video={video} />
          </div>
          <p className="flex items-center gap-2 font-semibold text-gray-900">
            <Lock aria-hidden className="size-5 text-brand-700" /> Este video es parte del plan{' '}
            {PLAN_LABELS[video.required_plan]}.
          </p>
          <Link to={paths.membershipPlans} className="btn-primary">
            Mejora tu plan
          </Link>
        </div>
      ) : video.source === 'none' ? (
        <p className="card p-6 text-gray-600">Este video estará disponible muy pronto.</p>
      ) : playback.isError ? (
        <p role="alert" className="card p-6 text-red-700">
          {generalMessage(playback.error)}
        </p>
      ) : !playback.data ? (
        <div
          className="aspect-video animate-pulse rounded-xl bg-gray-200"
          role="status"
          aria-label="Preparando el video"
        />
      ) : playback.data.kind === 'embed' ? (
        <div className="overflow-hidden rounded-xl bg-black">
          <iframe
            src={playback.data.url}
            title={video.title}
            className="aspect-video w-full"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <Suspense
          fallback={
            <div
              className="aspect-video rounded-xl bg-gray-200"
              role="status"
              aria-label="Preparando el video"
            />
          }
        >
          <VideoPlayer
            key={video.id}
            playback={playback.data}
            poster={video.poster_url}
            title={video.title}
            renew={renew}
            onWatched={(tramo) => save.mutate(tramo)}
          />
        </Suspense>
      )}
      <p className="whitespace-pre-line text-gray-700">{video.description}</p>
    </div>
  );
}
