import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { FastifyInstance } from 'fastify';
import type { ContentStats } from '@vitalia/shared/admin-analytics';
import { domainPlugin } from '../domain-plugin';

const TOP = 5;
/**
 * Per-item figures for Analíticas (issue 19): the courses, videos and e-books members use most. Each list is
 * one grouped query over its own table of use (enrolments, watch progress, downloads and reads).
 */
export function contentStats(app: FastifyInstance) {
  return {
    async top(): Promise<ContentStats> {
      const [courses, videos, ebooks] = await Promise.all([
        app.db.execute(sql`
          select c.id, c.title, count(e.user_id)::int as enrollments, count(e.completed_at)::int as completions
          from courses c join course_enrollments e on e.course_id = c.id
          group by c.id, c.title order by enrollments desc, c.id limit ${TOP}`),
        app.db.execute(sql`
          select v.id, v.title, count(p.user_id)::int as views, count(p.completed_at)::int as completions,
            coalesce(sum(p.watched_seconds), 0)::int as watch_seconds
          from videos v join video_progress p on p.video_id = v.id
          group by v.id, v.title order by views desc, watch_seconds desc, v.id limit ${TOP}`),
        app.db.execute(sql`
          select r.id, r.title,
            (select count(*) from resource_downloads d where d.resource_id = r.id)::int as downloads,
            (select count(*) from resource_reads rr where rr.resource_id = r.id)::int as readers
          from resources r
          where r.id in (select resource_id from resource_downloads union select resource_id from resource_reads)
          order by downloads desc, readers desc, r.id limit ${TOP}`),
      ]);
      return {
        success: true,
        courses: rowsOf<ContentStats['courses'][number]>(courses),
        videos: rowsOf<ContentStats['videos'][number]>(videos),
        ebooks: rowsOf<ContentStats['ebooks'][number]>(ebooks),
      };
    },
  };
}

export type ContentStatsService = ReturnType<typeof contentStats>;

declare module 'fastify' {
  interface FastifyInstance {
    contentStats: ContentStatsService;
  }
}

export default domainPlugin('contentStats', contentStats, ['database']);
