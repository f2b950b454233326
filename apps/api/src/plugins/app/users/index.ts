import { defineDomain } from '../domain-plugin';
import usersRepository from './users-repository';
import profileService from './profile-service';
import dataExport from './data-export-service';
import erasureMail from './erasure-mail';

/** Members' accounts, profiles and their data export. */
export default defineDomain({
  name: 'users',
  repositories: [usersRepository],
  services: [profileService, dataExport],
  jobs: [erasureMail],
});
