import { defineDomain } from '../domain-plugin';
import checkInsRepository from './check-ins-repository';
import checkIns from './check-ins-service';
import checkInJobs from './check-in-jobs';

/** Weekly check-ins between a member and her professional (issue 46). */
export default defineDomain({
  name: 'check-ins',
  repositories: [checkInsRepository],
  services: [checkIns],
  jobs: [checkInJobs],
});
