import { defineDomain } from '../domain-plugin';
import careRepository from './care-repository';
import clinicalRepository from './clinical-repository';
import careRelationships from './care-relationships-service';
import practiceClients from './clients-service';
import clinicalNotes from './clinical-service';
import clinicalRetention from './retention-jobs';
import careFigures from './care-figures-job';
import blockedRecords from './blocked-records-service';

/** The professional's practice (issue 45): care relationships, her clients, the chart, notes and measures. */
export default defineDomain({
  name: 'practice',
  repositories: [careRepository, clinicalRepository],
  services: [careRelationships, practiceClients, clinicalNotes, blockedRecords],
  jobs: [clinicalRetention, careFigures],
});
