import { defineDomain } from '../domain-plugin';
import notificationsRepository from './notifications-repository';
import notifier from './notifier';
import notificationHub from './notification-hub';
import notificationsService from './notifications-service';
import broadcasts from './broadcasts-service';

/** Notices in the app and by e-mail: the bell, the live stream, broadcasts. */
export default defineDomain({
  name: 'notifications',
  repositories: [notificationsRepository],
  services: [notifier, notificationHub, notificationsService, broadcasts],
});
