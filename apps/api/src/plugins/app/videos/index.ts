import { defineDomain } from '../domain-plugin';
import videosRepository from './videos-repository';
import videosService from './videos-service';
import videoEditing from './video-editing-service';
import videoUploads from './video-uploads';
import videoJobs from './video-jobs';

/** Videos: the catalogue, playback, editing and resumable uploads, transcoding. */
export default defineDomain({
  name: 'videos',
  repositories: [videosRepository],
  services: [videosService, videoEditing, videoUploads],
  jobs: [videoJobs],
});
