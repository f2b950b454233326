import { defineDomain } from '../domain-plugin';
import libraryRepository from './library-repository';
import libraryService from './library-service';
import resourceEditing from './resource-editing-service';
import libraryJobs from './pdf-facts';

/** The e-book library (issue 19). */
export default defineDomain({
  name: 'library',
  repositories: [libraryRepository],
  services: [libraryService, resourceEditing],
  jobs: [libraryJobs],
});
