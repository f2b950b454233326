import { defineDomain } from '../domain-plugin';
import adminUsersRepository from './admin-users-repository';
import analyticsRepository from './analytics-repository';
import contentStats from './content-stats-repository';
import adminUsersService from './admin-users-service';
import adminUsersDirectory from './admin-users-directory-service';
import analyticsService from './analytics-service';
import analyticsJobs from './analytics-jobs';

/** The admins' members directory, analytics and content figures. */
export default defineDomain({
  name: 'admin',
  repositories: [adminUsersRepository, analyticsRepository, contentStats],
  services: [adminUsersService, adminUsersDirectory, analyticsService],
  jobs: [analyticsJobs],
});
