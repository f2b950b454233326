import { defineDomain } from '../domain-plugin';
import classesRepository from './classes-repository';
import classListings from './class-listings-service';
import classSeats from './seats-service';
import classEditing from './class-editing-service';

/** Live classes: listings, seats and waitlist, editing and series. */
export default defineDomain({
  name: 'classes',
  repositories: [classesRepository],
  services: [classListings, classSeats, classEditing],
});
