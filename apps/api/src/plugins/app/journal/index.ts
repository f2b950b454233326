import { defineDomain } from '../domain-plugin';
import journalRepository from './journal-repository';
import journal from './journal-service';
import journalJobs from './journal-jobs';

/** Her food journal, with her professional's comments and her reminders (issue 47). */
export default defineDomain({
  name: 'journal',
  repositories: [journalRepository],
  services: [journal],
  jobs: [journalJobs],
});
