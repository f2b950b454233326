import { defineDomain } from '../domain-plugin';
import conversationsRepository from './conversations-repository';
import conversations from './conversations-service';

/** Messages between a member and the professionals caring for her (issue 46). */
export default defineDomain({
  name: 'conversations',
  repositories: [conversationsRepository],
  services: [conversations],
  jobs: [],
});
