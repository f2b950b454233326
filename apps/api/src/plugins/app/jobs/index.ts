import { defineDomain } from '../domain-plugin';
import failedJobs from './failed-jobs-service';

/** What the admins see and do about failed background jobs (the queue itself is infrastructure). */
export default defineDomain({
  name: 'jobs',
  services: [failedJobs],
});
