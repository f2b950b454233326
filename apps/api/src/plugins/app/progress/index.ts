import { defineDomain } from '../domain-plugin';
import progressRepository from './progress-repository';
import progress from './progress-service';

/** Her progress: the measurements she takes herself, charted with her professionals' (issue 47). */
export default defineDomain({
  name: 'progress',
  repositories: [progressRepository],
  services: [progress],
});
