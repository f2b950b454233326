import { defineDomain } from '../domain-plugin';
import accountService from './account-service';

/** Accounts: registration, sign-in, Google, password reset. */
export default defineDomain({
  name: 'auth',
  services: [accountService],
});
