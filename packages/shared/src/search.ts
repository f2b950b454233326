// One search box for the whole catalogue (issue 19): the first matches of each kind and how many there are.
import { z } from 'zod';
import { CourseCardSchema } from './courses';
import { ResourceCardSchema } from './library';
import { VideoCardSchema } from './videos';

export { ContentSearchQuerySchema } from './courses';

export const ContentSearchResponseSchema = z.object({
  success: z.boolean(),
  q: z.string(),
  courses: z.object({ items: z.array(CourseCardSchema), total: z.number().int() }),
  videos: z.object({ items: z.array(VideoCardSchema), total: z.number().int() }),
  resources: z.object({ items: z.array(ResourceCardSchema), total: z.number().int() }),
});
export type ContentSearchResponse = z.infer<typeof ContentSearchResponseSchema>;
