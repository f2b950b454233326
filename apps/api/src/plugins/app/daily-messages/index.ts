import { defineDomain } from '../domain-plugin';
import dailyMessagesRepository from './daily-messages-repository';
import dailyMessagesService from './daily-messages-service';

/** The message of the day. */
export default defineDomain({
  name: 'daily-messages',
  repositories: [dailyMessagesRepository],
  services: [dailyMessagesService],
});
