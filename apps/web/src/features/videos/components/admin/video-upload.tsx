import { useEffect, useRef, useState } from 'react';
import { FileVideo, X } from 'lucide-react';
import { DetailedError, Upload } from 'tus-js-client';
import { CSRF_HEADER } from '@vitalia/shared/constants/auth';
import { VIDEO_MAX_BYTES, VIDEO_PROCESSING_LABELS, type AdminVideo } from '@vitalia/shared/videos';
import { VIDEO_MESSAGES } from '@vitalia/shared/messages/videos';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { buildUrl, ensureCsrfToken } from '@/lib/api-client';
import { formatBytes, uploadTimeLeft } from '@/utils/format';
import { adminVideosQueryKey } from '../../api/admin-video-cache';
import { videosQueryKey } from '../../api/video-cache';
import { useVideoEditingScope } from '../../api/editing-scope';

interface Progress {
  loaded: number;
  total: number;
  startedAt: number;
  /** Bytes already on the server when this session started (a resumed upload). */
  resumedFrom: number;
  now: number;
}

const ACCEPTED = ['video/mp4', 'video/webm', 'video/quicktime'];

/** The Spanish message of a refused upload (the server's envelope), or a general one. */
function messageOf(error: Error | DetailedError): string {
  if (error instanceof DetailedError && error.originalResponse) {
    try {
      const body = JSON.parse(error.originalResponse.getBody()) as { message?: string };
      if (body.message) return body.message;
    } catch {
      // Not our envelope (a proxy's page): fall through.
    }
  }
  return 'No pudimos subir el video. Revisa tu conexión: al volver a elegir el archivo, la subida sigue donde quedó.';
}

/**
 * The video's file: resumable (tus). A dropped connection retries on its own; closing the tab and choosing
 * the same file again goes on from the last byte the server has. Bar, percent and time left; "Cancelar".
 */
export function VideoUpload({ video, onSaved }: { video: AdminVideo; onSaved: (video: AdminVideo) => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const current = useRef<Upload | null>(null);
  const { apiBase } = useVideoEditingScope();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void current.current?.abort(), []);

  const start = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.type && !ACCEPTED.includes(file.type)) return setError(VIDEO_MESSAGES.fileWrongType);
    if (file.size > VIDEO_MAX_BYTES) return setError(VIDEO_MESSAGES.fileTooLarge);
    if (file.size === 0) return setError(VIDEO_MESSAGES.fileEmpty);
    const token = await ensureCsrfToken();
    const startedAt = Date.now();
    let resumedFrom = 0;
    setProgress({ loaded: 0, total: file.size, startedAt, resumedFrom, now: startedAt });
    const upload = new Upload(file, {
      // tus resolves the upload's address against this, so it must be absolute.
      endpoint: new URL(buildUrl(`${apiBase}/uploads`), window.location.href).href,
      // Parts of 8 MB: each request is short, and a dropped one loses little.
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000],
      metadata: { videoId: String(video.id), filename: file.name, filetype: file.type },
      headers: token ? { [CSRF_HEADER]: token } : {},
      removeFingerprintOnSuccess: true,
      onProgress: (loaded, total) => {
        if (resumedFrom === 0 && loaded > 0 && Date.now() - startedAt < 50) resumedFrom = loaded;
        setProgress({ loaded, total, startedAt, resumedFrom, now: Date.now() });
      },
      onSuccess: ({ lastResponse }) => {
        current.current = null;
        setProgress(null);
        try {
          const body = JSON.parse(lastResponse.getBody()) as { message: string; video: AdminVideo };
          onSaved(body.video);
          toast.show({ type: 'success', title: body.message });
        } catch {
          toast.show({ type: 'success', title: VIDEO_MESSAGES.uploaded });
        }
        void queryClient.invalidateQueries({ queryKey: adminVideosQueryKey });
        void queryClient.invalidateQueries({ queryKey: videosQueryKey });
      },
      onError: (failure) => {
        current.current = null;
        setProgress(null);
        setError(messageOf(failure));
      },
    });
    current.current = upload;
    const previous = await upload.findPreviousUploads();
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  };

  const cancel = () => {
    // Terminates the upload on the server too: nothing half-uploaded is kept.
    void current.current?.abort(true);
    current.current = null;
    setProgress(null);
  };

  const percent = progress ? Math.floor((progress.loaded / Math.max(1, progress.total)) * 100) : 0;
  const left = progress
    ? uploadTimeLeft(
        progress.loaded - progress.resumedFrom,
        progress.total - progress.resumedFrom,
        progress.now - progress.startedAt,
      )
    : null;
  return (
    <section aria-labelledby={`video-file-${video.id}`} className="space-y-2">
      <h3 id={`video-file-${video.id}`} className="text-sm font-semibold text-gray-900">
        Archivo de video
      </h3>
      <p className="text-sm text-gray-600" aria-live="polite">
        {video.has_source
          ? `${VIDEO_PROCESSING_LABELS[video.processing]}${
              video.renditions.length > 0 ? ` · ${video.renditions.join(', ')}` : ''
            }${video.source_size ? ` · ${formatBytes(video.source_size)}` : ''}`
          : 'Aún no tiene archivo: súbelo (MP4, WebM o MOV, hasta 2 GB) para poder publicarlo.'}
      </p>
      {video.processing_error ? (
        <p className={video.processing === 'failed' ? 'field-error' : 'text-xs text-amber-800'}>
          {video.processing_error}
        </p>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov"
        className="sr-only"
        tabIndex={-1}
        aria-label={`Elegir el video de ${video.title}`}
        onChange={(event) => {
          void start(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {progress ? (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label="Subiendo el video"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-gray-100"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <div className="flex items-center justify-between gap-2 text-xs text-gray-600">
            <span>
              {percent}% de {formatBytes(progress.total)}
              {left ? ` · ${left}` : ''}
            </span>
            <button type="button" className="btn-ghost px-2 py-1" onClick={cancel}>
              <X aria-hidden className="size-4" /> Cancelar
            </button>
          </div>
        </div>
      ) : video.embed_url ? (
        <p className="text-xs text-gray-500">
          Se reproduce desde YouTube o Vimeo: quita la dirección para subir un archivo.
        </p>
      ) : (
        <button type="button" className="btn-secondary" onClick={() => input.current?.click()}>
          <FileVideo aria-hidden className="size-4" /> {video.has_source ? 'Reemplazar video' : 'Subir video'}
        </button>
      )}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
