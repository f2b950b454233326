import { defineDomain } from '../domain-plugin';
import coursesRepository from './courses-repository';
import courseCatalogue from './course-catalogue-service';
import courseEnrolment from './course-enrolment-service';
import courseEditing from './course-editing-service';
import courseStorefrontRepository from './course-storefront-repository';
import courseStorefront from './course-storefront-service';

/** Courses: catalogue, enrolment and certificates, editing. */
export default defineDomain({
  name: 'courses',
  repositories: [coursesRepository, courseStorefrontRepository],
  services: [courseCatalogue, courseEnrolment, courseEditing, courseStorefront],
});
