import type { FastifyInstance } from 'fastify';
import type { ContentSearchResponse } from '@vitalia/shared/search';
import { domainPlugin } from '../domain-plugin';
import type { Viewer } from '../entitlements/entitlements';

/** How many of each kind the combined answer shows; "Ver todos" leads to that kind's own list. */
const FIRST = 4;

/**
 * One search across courses, videos and e-books (issue 19), each by its own accent- and case-blind Spanish
 * search (the same SQL on both databases), run side by side; locked items come with their lock, as in
 * each list.
 */
export function searchService(app: FastifyInstance) {
  return {
    async search(viewer: Viewer, q: string): Promise<ContentSearchResponse> {
      const [courses, videos, resources] = await Promise.all([
        app.courseCatalogue.list(viewer, { q }),
        app.videosService.list(viewer, { q }),
        app.libraryService.list(viewer, { q }),
      ]);
      return {
        success: true,
        q,
        courses: { items: courses.courses.slice(0, FIRST), total: courses.total },
        videos: { items: videos.videos.slice(0, FIRST), total: videos.total },
        resources: { items: resources.resources.slice(0, FIRST), total: resources.total },
      };
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;

declare module 'fastify' {
  interface FastifyInstance {
    searchService: SearchService;
  }
}

export default domainPlugin('searchService', searchService, [
  'course-catalogue',
  'videos-service',
  'library-service',
]);
