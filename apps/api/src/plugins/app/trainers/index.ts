import { defineDomain } from '../domain-plugin';
import trainersRepository from './trainers-repository';
import trainerMedia from './trainer-media-service';

/** The team's cards and their photos. */
export default defineDomain({
  name: 'trainers',
  repositories: [trainersRepository],
  services: [trainerMedia],
});
