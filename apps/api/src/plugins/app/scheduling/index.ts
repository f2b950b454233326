import { defineDomain } from '../domain-plugin';
import schedulingRepository from './scheduling-repository';
import availabilityRepository from './availability-repository';
import appointmentLinks from './appointment-links';
import appointmentSlots from './slots-service';
import myAppointments from './my-appointments-service';
import appointmentBooking from './booking-service';
import staffAppointments from './staff-appointments-service';
import schedulingAdminService from './scheduling-admin-service';
import calendarFeed from './calendar-feed';
import teamCalendar from './team-calendar-service';
import schedulingErasure from './erasure-notices';
import evaluationRequestsRepository from './evaluation-requests-repository';
import visitorEvaluations from './visitor-evaluations';
import evaluationRequestSweep from './evaluation-request-sweep';

/** Appointments: free times, booking, the member's and the staff's agendas, team hours, calendar feeds. */
export default defineDomain({
  name: 'scheduling',
  repositories: [schedulingRepository, availabilityRepository, evaluationRequestsRepository],
  services: [
    appointmentLinks,
    appointmentSlots,
    myAppointments,
    appointmentBooking,
    staffAppointments,
    schedulingAdminService,
    calendarFeed,
    teamCalendar,
    visitorEvaluations,
  ],
  jobs: [schedulingErasure, evaluationRequestSweep],
});
