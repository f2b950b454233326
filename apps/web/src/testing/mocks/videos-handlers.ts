import { http, HttpResponse } from 'msw';
import { VideosResponseSchema, type VideoCard } from '@vitalia/shared/videos';
import { db } from './db';
import { reply } from './respond';

const video = (overrides: Partial<VideoCard> & Pick<VideoCard, 'id' | 'title'>): VideoCard => ({
  slug: `video-${overrides.id}`,
  description: 'Un video de Vitalia.',
  category: 'Recetas',
  duration_seconds: 425,
  required_plan: 'free',
  source: 'upload',
  poster_url: null,
  has_captions: false,
  locked: false,
  progress: null,
  ...overrides,
});

/** The catalogue the mock serves: one open, one started, one locked by plan, one without a file yet. */
export const MOCK_VIDEOS: VideoCard[] = [
  video({ id: 1, title: 'Desayunos en 5 minutos', has_captions: true }),
  video({
    id: 2,
    title: 'Rutina de movilidad',
    category: 'Ejercicio',
    progress: { position_seconds: 120, watched_seconds: 120, percent: 28, completed: false },
  }),
  video({ id: 3, title: 'Plan de comidas avanzado', required_plan: 'premium', locked: true }),
  video({ id: 4, title: 'Respiración consciente', source: 'none' }),
];

/**
 * /api/videos and /api/premiumvideos for the catalogue's tests: the server's filters (text without
 * accents, plan, category) applied to MOCK_VIDEOS, the answer parsed with the shared contract.
 */
export const videosHandlers = ['/api/videos', '/api/premiumvideos'].map((path) =>
  http.get(path, ({ request }) => {
    const query = new URL(request.url).searchParams;
    db.videos.lastQuery = query;
    if (db.videos.failing)
      return HttpResponse.json(
        { success: false, message: 'Error interno del servidor', code: 'INTERNAL' },
        { status: 500 },
      );
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const text = fold(query.get('q') ?? '');
    const found = MOCK_VIDEOS.filter(
      (item) =>
        (!text || fold(item.title).includes(text)) &&
        (!query.get('plan') || item.required_plan === query.get('plan')) &&
        (!query.get('category') || item.category === query.get('category')) &&
        (path === '/api/videos' || item.required_plan !== 'free'),
    );
    return reply(VideosResponseSchema, {
      success: true,
      videos: found,
      total: found.length,
      page: Number(query.get('page') ?? 1),
      per_page: 12,
      categories: [...new Set(MOCK_VIDEOS.map((item) => item.category))],
    });
  }),
);
