import { defineDomain } from '../domain-plugin';
import progressRepository from './progress-repository';
import progressPhotosRepository from './progress-photos-repository';
import progressGoalsRepository from './progress-goals-repository';
import progressGoals from './progress-goals-service';
import progress from './progress-service';
import progressPhotos from './progress-photos-service';
import progressPhotoJobs from './progress-photos-jobs';

/** Her progress: measurements she takes herself, charted with her professionals' and their goals, custom measures, and photos (issue 47). */
export default defineDomain({
  name: 'progress',
  repositories: [progressRepository, progressPhotosRepository, progressGoalsRepository],
  services: [progress, progressPhotos, progressGoals],
  jobs: [progressPhotoJobs],
});
