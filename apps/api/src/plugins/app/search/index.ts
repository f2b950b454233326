import { defineDomain } from '../domain-plugin';
import searchService from './search-service';

/** One search across courses, videos and e-books. */
export default defineDomain({
  name: 'search',
  services: [searchService],
});
