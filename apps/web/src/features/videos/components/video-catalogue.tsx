import clsx from 'clsx';
import { Search } from 'lucide-react';
import type { VideosQuery } from '@vitalia/shared/videos';
import { PLAN_LABELS, PLAN_TYPES } from '@vitalia/shared/plans';
import { ChipGroup } from '@/components/data/chip-group';
import { QueryStatus } from '@/components/data/query-status';
import { Pager } from '@/components/data/pager';
import { oneOf, pageFromUrl, useUrlQuery, useUrlSearchText } from '@/hooks/use-url-query';
import { useVideos } from '../api/get-videos';
import { VideoCard } from './video-card';

/**
 * /videos (and the premium screen): every published video, searchable (accents and small typos forgiven
 * by the server), filtered by plan and category; filters live in the URL so a link shows the same list.
 */
export function VideoCatalogue({ premiumOnly = false }: { premiumOnly?: boolean }) {
  const [url, update] = useUrlQuery<VideosQuery>(['page']);
  const query: VideosQuery = {
    q: url.q?.slice(0, 100) || undefined,
    category: url.category?.slice(0, 40) || undefined,
    plan: oneOf(url.plan, PLAN_TYPES),
    page: pageFromUrl(url.page),
  };
  const [searchText, setSearchText] = useUrlSearchText(query.q, update, 'q');
  const videos = useVideos(query, premiumOnly);
  const data = videos.data;
  const filtered = Boolean(query.q || query.category || query.plan);
  const plans = premiumOnly ? PLAN_TYPES.filter((plan) => plan !== 'free') : PLAN_TYPES;

  return (
    <div className="space-y-5">
      <form role="search" className="space-y-3" onSubmit={(event) => event.preventDefault()}>
        <label className="relative block max-w-xl">
          <span className="sr-only">Buscar videos</span>
          <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
          <input
            type="search"
            className="field-input pl-9"
            placeholder="Buscar por título, tema o categoría"
            maxLength={100}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </label>
        <ChipGroup
          label="Plan"
          value={query.plan}
          options={[
            [undefined, 'Todos'],
            ...plans.map((plan) => [plan, plan === 'free' ? 'Gratis' : PLAN_LABELS[plan]] as const),
          ]}
          onChange={(plan) => update({ plan })}
        />
        {data && data.categories.length > 1 ? (
          <ChipGroup
            label="Categorías"
            value={query.category}
            options={[
              [undefined, 'Todas'],
              ...data.categories.map((category) => [category, category] as const),
            ]}
            onChange={(category) => update({ category })}
          />
        ) : null}
      </form>

      {data && !filtered && data.total === 0 ? (
        <p className="card p-6 text-center text-gray-600">
          Aún no hay videos publicados. Muy pronto encontrarás aquí recetas, rutinas y técnicas.
        </p>
      ) : (
        <QueryStatus
          isPending={videos.isPending}
          isError={videos.isError}
          isEmpty={data?.videos.length === 0}
          what="los videos"
        />
      )}
      {data && data.videos.length > 0 ? (
        <ul
          aria-label="Videos"
          aria-busy={videos.isPlaceholderData}
          className={clsx(
            'grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3',
            videos.isPlaceholderData && 'opacity-70',
          )}
        >
          {data.videos.map((video) => (
            <VideoCard key={video.id} video={video} />
          ))}
        </ul>
      ) : null}
      {data && data.total > data.per_page ? (
        <Pager
          page={query.page ?? 1}
          perPage={data.per_page}
          total={data.total}
          onPage={(page) => update({ page }, { keepPage: true })}
        />
      ) : null}
    </div>
  );
}
