import { defineDomain } from '../domain-plugin';
import onboardingRepository from './onboarding-repository';
import onboardingService from './onboarding-service';

/** The intake, its consent and the member's first checklist (issue 11). */
export default defineDomain({
  name: 'onboarding',
  repositories: [onboardingRepository],
  services: [onboardingService],
});
