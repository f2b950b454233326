import { Link } from 'react-router';
import { Captions, Lock, Play } from 'lucide-react';
import { formatDuration, type VideoCard as Video } from '@vitalia/shared/videos';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { paths } from '@/config/paths';

/** The picture of a video: its poster, or a quiet placeholder while it has none. */
export function VideoPoster({ video }: { video: Video }) {
  return (
    <div className="relative aspect-video overflow-hidden rounded-lg bg-gradient-to-br from-brand-700 to-brand-900">
      {video.poster_url ? (
        <img src={video.poster_url} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <Play aria-hidden className="absolute inset-0 m-auto size-10 text-white/70" />
      )}
      {video.duration_seconds > 0 ? (
        <span className="absolute right-2 bottom-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
          <span className="sr-only">Duración </span>
          {formatDuration(video.duration_seconds)}
        </span>
      ) : null}
      {video.required_plan !== 'free' ? (
        <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-brand-800 shadow-sm">
          {video.locked ? <Lock aria-hidden className="size-3" /> : null}
          {PLAN_LABELS[video.required_plan]}
        </span>
      ) : null}
      {video.progress && !video.locked ? (
        <div className="absolute inset-x-0 bottom-0 h-1 bg-white/40" aria-hidden>
          <div className="h-full bg-sun-500" style={{ width: `${video.progress.percent}%` }} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * One video of the catalogue. A locked one says which plan opens it and leads to the plans; an open one
 * leads to its player ("Continuar" once started). The server decides `locked`.
 */
export function VideoCard({ video }: { video: Video }) {
  const titleId = `video-${video.id}-title`;
  const started = video.progress && !video.progress.completed && video.progress.position_seconds > 0;
  return (
    <li aria-labelledby={titleId} className="card flex flex-col gap-3 p-3">
      <VideoPoster video={video} />
      <div className="flex flex-1 flex-col gap-1 px-1">
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">{video.category}</p>
        <h3 id={titleId} className="leading-snug font-semibold text-gray-900">
          {video.title}
        </h3>
        <p className="line-clamp-2 text-sm text-gray-600">{video.description}</p>
        <p className="mt-auto flex items-center gap-2 pt-1 text-xs text-gray-500">
          {video.progress?.completed ? <span className="font-medium text-emerald-700">Visto</span> : null}
          {started ? <span>Visto {video.progress?.percent}%</span> : null}
          {video.has_captions ? (
            <span className="inline-flex items-center gap-1">
              <Captions aria-hidden className="size-3.5" /> Subtítulos
            </span>
          ) : null}
        </p>
      </div>
      <div className="px-1 pb-1">
        {video.locked ? (
          <Link
            to={paths.membershipPlans}
            className="btn-primary w-full"
            aria-label={`Mejora tu plan para ver ${video.title}`}
          >
            <Lock aria-hidden className="size-4" /> Mejora tu plan
          </Link>
        ) : video.source === 'none' ? (
          <p className="text-sm text-gray-500">Disponible muy pronto.</p>
        ) : (
          <Link
            to={paths.video(video.id)}
            className="btn-primary w-full"
            aria-label={`${started ? 'Continuar' : 'Ver'} ${video.title}`}
          >
            <Play aria-hidden className="size-4" /> {started ? 'Continuar' : 'Ver video'}
          </Link>
        )}
      </div>
    </li>
  );
}
