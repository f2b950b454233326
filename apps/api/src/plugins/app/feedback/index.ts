import { defineDomain } from '../domain-plugin';
import feedbackRepository from './feedback-repository';
import feedbackService from './feedback-service';
import feedbackAdmin from './feedback-admin-service';

/** Members' monthly feedback and its admin list. */
export default defineDomain({
  name: 'feedback',
  repositories: [feedbackRepository],
  services: [feedbackService, feedbackAdmin],
});
