import type { VideosQuery } from '@vitalia/shared/videos';
import { PLAN_LABELS, PLAN_TYPES } from '@vitalia/shared/plans';
import { ChipGroup } from '@/components/data/chip-group';
import { Catalogue } from '@/components/catalogue/catalogue';
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
  const plans = premiumOnly ? PLAN_TYPES.filter((plan) => plan !== 'free') : PLAN_TYPES;
  return (
    <Catalogue
      searchLabel="Buscar videos"
      searchText={searchText}
      onSearchText={setSearchText}
      filters={
        <ChipGroup
          label="Plan"
          value={query.plan}
          options={[
            [undefined, 'Todos'],
            ...plans.map((plan) => [plan, plan === 'free' ? 'Gratis' : PLAN_LABELS[plan]] as const),
          ]}
          onChange={(plan) => update({ plan })}
        />
      }
      categories={data?.categories}
      category={query.category}
      onCategory={(category) => update({ category })}
      result={{ ...videos, data: data && { ...data, items: data.videos } }}
      filtered={Boolean(query.q || query.category || query.plan)}
      nouns={{
        caption: 'Videos',
        what: 'los videos',
        emptyText: 'Aún no hay videos publicados. Muy pronto encontrarás aquí recetas, rutinas y técnicas.',
      }}
      gridClassName="min-[480px]:grid-cols-2 lg:grid-cols-3"
      page={query.page ?? 1}
      onPage={(page) => update({ page }, { keepPage: true })}
      renderItem={(video) => <VideoCard key={video.id} video={video} />}
    />
  );
}
