import { defineDomain } from '../domain-plugin';
import conversationsRepository from './conversations-repository';
import conversations from './conversations-service';
import conversationRelay from './conversation-relay';
import unreadReminders from './unread-reminders';

/** Messages between a member and the professionals caring for her (issue 46). */
export default defineDomain({
  name: 'conversations',
  repositories: [conversationsRepository],
  services: [unreadReminders, conversations, conversationRelay],
  jobs: [],
});
