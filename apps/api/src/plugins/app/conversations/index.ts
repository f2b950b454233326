import { defineDomain } from '../domain-plugin';
import conversationsRepository from './conversations-repository';
import conversationAttachmentsRepository from './conversation-attachments-repository';
import conversationAttachments from './conversation-attachments';
import savedReplies from './saved-replies';
import conversations from './conversations-service';
import conversationRelay from './conversation-relay';
import unreadReminders from './unread-reminders';

/** Messages between a member and the professionals caring for her (issue 46). */
export default defineDomain({
  name: 'conversations',
  repositories: [conversationsRepository, conversationAttachmentsRepository],
  services: [unreadReminders, conversations, conversationAttachments, savedReplies, conversationRelay],
  jobs: [],
});
