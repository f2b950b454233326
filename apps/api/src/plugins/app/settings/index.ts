import { defineDomain } from '../domain-plugin';
import settingsRepository from './settings-repository';
import settingsService from './settings-service';

/** The platform's settings (Configuración). */
export default defineDomain({
  name: 'settings',
  repositories: [settingsRepository],
  services: [settingsService],
});
