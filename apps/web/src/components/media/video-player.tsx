import { useEffect, useId, useRef, useState } from 'react';
import type Hls from 'hls.js';
import { Captions } from 'lucide-react';
import {
  PLAYBACK_RATES,
  PROGRESS_SAVE_SECONDS,
  type PlaybackResponse,
  type VideoProgressInput,
} from '@vitalia/shared/videos';

/** A jump larger than this between two time updates is a seek, not playback. */
const SEEK_THRESHOLD_SECONDS = 2;
/** Ask for fresh playback addresses this long before the current ones expire. */
const RENEW_BEFORE_MS = 2 * 60 * 1000;

/** `/stream/<token>/` of an address: what a renewal swaps in every later request. */
const tokenOf = (url: string) => /\/stream\/([^/]+)\//.exec(url)?.[1] ?? null;

/**
 * The player (its own chunk, with hls.js): the browser's own controls (keyboard and screen reader work
 * as users know them), Spanish captions on by default, a speed menu from 0.5× to 2×, and it starts where
 * she stopped. What she actually watched is sent in tramos every 15 s and on pause, so the server counts
 * merged intervals, not the furthest point. Addresses are renewed before their 15 minutes run out.
 */
export default function VideoPlayer({
  playback,
  poster,
  title,
  onWatched,
  renew,
}: {
  playback: PlaybackResponse;
  poster: string | null;
  title: string;
  onWatched: (tramo: VideoProgressInput) => void;
  renew: () => Promise<PlaybackResponse | undefined>;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const token = useRef(tokenOf(playback.url));
  const [rate, setRate] = useState(1);
  const [captionsOn, setCaptionsOn] = useState(true);
  const [failed, setFailed] = useState(false);
  const speedId = useId();
  const report = useRef(onWatched);
  report.current = onWatched;

  // Attach the source once per video: hls.js where MSE exists, the browser itself otherwise (Safari, files).
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let hls: Hls | null = null;
    let cancelled = false;
    const startAt = playback.resume_at;
    const seekToResume = () => {
      if (startAt > 0 && element.currentTime < 1) element.currentTime = startAt;
    };
    element.addEventListener('loadedmetadata', seekToResume, { once: true });
    if (playback.kind === 'hls' && !element.canPlayType('application/vnd.apple.mpegurl')) {
      void import('hls.js').then(({ default: HlsPlayer }) => {
        if (cancelled) return;
        if (!HlsPlayer.isSupported()) {
          setFailed(true);
          return;
        }
        hls = new HlsPlayer({
          // The page's CSP allows no blob: workers; the main thread is enough for one video.
          enableWorker: false,
          // Every later request carries the newest token (renewed while she watches).
          xhrSetup: (xhr, url) => {
            const current = token.current;
            xhr.open('GET', current ? url.replace(/\/stream\/[^/]+\//, `/stream/${current}/`) : url, true);
          },
        });
        hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        hls.loadSource(playback.url);
        hls.attachMedia(element);
      });
    } else {
      element.src = playback.url;
    }
    return () => {
      cancelled = true;
      hls?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- The source is set once per video; renewals change only the token (below).
  }, []);

  // Renew the addresses before they expire; a plain file source is swapped where it stands.
  useEffect(() => {
    if (!playback.expires_at) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (expiresAt: string) => {
      const wait = Math.max(10_000, new Date(expiresAt).getTime() - Date.now() - RENEW_BEFORE_MS);
      timer = setTimeout(() => void swapIn(), wait);
    };
    const swapIn = async () => {
      const fresh = await renew().catch(() => undefined);
      if (!fresh?.expires_at) return;
      token.current = tokenOf(fresh.url);
      const element = video.current;
      if (element && playback.kind === 'file') {
        const at = element.currentTime;
        const playing = !element.paused;
        element.src = fresh.url;
        element.currentTime = at;
        if (playing) void element.play().catch(() => undefined);
      }
      schedule(fresh.expires_at);
    };
    schedule(playback.expires_at);
    return () => clearTimeout(timer);
  }, [playback, renew]);

  // What she watched, in tramos: a seek or a pause closes one, and an open one is sent every 15 s.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let start: number | null = null;
    let last = 0;
    let sentAt = Date.now();
    const flush = () => {
      if (start !== null && last > start)
        report.current({ from: start, to: last, position: element.currentTime });
      start = element.paused ? null : element.currentTime;
      sentAt = Date.now();
    };
    const onTime = () => {
      const now = element.currentTime;
      if (element.paused || element.seeking) return;
      if (start === null || Math.abs(now - last) > SEEK_THRESHOLD_SECONDS) {
        if (start !== null && last > start) report.current({ from: start, to: last, position: last });
        start = now;
      }
      last = now;
      if (Date.now() - sentAt >= PROGRESS_SAVE_SECONDS * 1000) flush();
    };
    const onStop = () => {
      flush();
      start = null;
    };
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('pause', onStop);
    element.addEventListener('ended', onStop);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('pause', onStop);
      element.removeEventListener('ended', onStop);
      if (start !== null && last > start) report.current({ from: start, to: last, position: last });
    };
  }, []);

  useEffect(() => {
    if (video.current) video.current.playbackRate = rate;
  }, [rate]);

  // The native CC control hides in Chromium's overflow menu: captions get a button of their own, on by default.
  useEffect(() => {
    const track = video.current?.textTracks[0];
    if (track) track.mode = captionsOn ? 'showing' : 'hidden';
  }, [captionsOn, playback.captions_url]);

  return (
    <div className="space-y-2">
      <div className="overflow-hidden rounded-xl bg-black">
        {/* Captions come from the same token-bound address as the video. */}
        <video
          ref={video}
          className="aspect-video w-full"
          controls
          playsInline
          preload="metadata"
          poster={poster ?? undefined}
          aria-label={`Video: ${title}`}
        >
          {playback.captions_url ? (
            <track kind="captions" src={playback.captions_url} srcLang="es" label="Español" default />
          ) : null}
        </video>
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          Este navegador no pudo reproducir el video. Prueba recargando la página o con otro navegador.
        </p>
      ) : null}
      <div className="flex items-center justify-end gap-2 text-sm">
        {playback.captions_url ? (
          <button
            type="button"
            className={`btn-secondary mr-auto px-3 py-1 ${captionsOn ? 'bg-brand-50' : ''}`}
            aria-pressed={captionsOn}
            title={captionsOn ? 'Ocultar los subtítulos' : 'Mostrar los subtítulos'}
            onClick={() => setCaptionsOn((on) => !on)}
          >
            <Captions aria-hidden className="size-4" />
            Subtítulos
          </button>
        ) : null}
        <label htmlFor={speedId} className="text-gray-600">
          Velocidad
        </label>
        <select
          id={speedId}
          className="field-input w-auto py-1"
          value={rate}
          onChange={(event) => setRate(Number(event.target.value))}
        >
          {PLAYBACK_RATES.map((value) => (
            <option key={value} value={value}>
              {value === 1 ? 'Normal' : `${String(value).replace('.', ',')}×`}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
