import { defineDomain } from '../domain-plugin';
import auditLog from './audit-repository';

/** The audit log (issue 44 §4): who changed what, read by the admin activity page. */
export default defineDomain({
  name: 'audit',
  repositories: [auditLog],
});
