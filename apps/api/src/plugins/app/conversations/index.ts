import { defineDomain } from '../domain-plugin';
import conversationsRepository from './conversations-repository';
import conversationAttachmentsRepository from './conversation-attachments-repository';
import conversationAttachments from './conversation-attachments';
import savedReplies from './saved-replies';
import messageReportsRepository from './message-reports-repository';
import messageReports from './message-reports';
import scheduledMessagesRepository from './scheduled-messages-repository';
import scheduledMessages from './scheduled-messages';
import awayRepliesRepository from './away-replies-repository';
import awayReply from './away-reply';
import conversations from './conversations-service';
import conversationRelay from './conversation-relay';
import unreadReminders from './unread-reminders';
import unreadBadges from './unread-badges';

/** Messages between a member and the professionals caring for her (issue 46). */
export default defineDomain({
  name: 'conversations',
  repositories: [
    conversationsRepository,
    conversationAttachmentsRepository,
    messageReportsRepository,
    scheduledMessagesRepository,
    awayRepliesRepository,
  ],
  services: [
    unreadReminders,
    unreadBadges,
    conversations,
    conversationAttachments,
    savedReplies,
    messageReports,
    scheduledMessages,
    awayReply,
    conversationRelay,
  ],
  jobs: [],
});
